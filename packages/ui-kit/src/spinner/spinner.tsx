import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './spinner.css';

export type SpinnerSize = 'small' | 'medium' | 'large';

export type SpinnerProps = {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: SpinnerSize;
};

/** A busy indicator announced as a status. */
export function Spinner({ label = 'Cargando...', size = 'medium' }: SpinnerProps) {
  return (
    <span role="status" className={styles.root}>
      <span className={`${styles.ring} ${styles.size[size]}`} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
