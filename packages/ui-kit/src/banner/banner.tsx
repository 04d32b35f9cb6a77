import type { ReactNode } from 'react';
import * as styles from './banner.css';

export type BannerVariant = 'error' | 'info' | 'success' | 'warning';

export type BannerProps = {
  variant?: BannerVariant;
  children: ReactNode;
  title?: string;
};

/** A message across the form: an error interrupts the screen reader, the rest are polite. */
export function Banner({ variant = 'error', children, title }: BannerProps) {
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={`${styles.banner} ${styles.variant[variant]}`}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
