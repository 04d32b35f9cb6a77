import { Logo } from '../logo/logo';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './splash.css';

export type SplashProps = {
  /** What is loading, read by screen readers. */
  label?: string;
};

/** The full-height loading screen: the portal's logo, pulsing. */
export function Splash({ label = 'Cargando...' }: SplashProps) {
  return (
    <div role="status" className={styles.splash}>
      <Logo decorative className={styles.logo} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
