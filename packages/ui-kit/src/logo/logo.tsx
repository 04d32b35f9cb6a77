import { type ReactNode, useId } from 'react';
import * as styles from './logo.css';

export type LogoProps = {
  /** The accessible name of the image. */
  title?: string;
  className?: string;
  /** Hides the logo from screen readers when a text beside it already says the same. */
  decorative?: boolean;
};

type LogoFrameProps = LogoProps & { defaultTitle: string; children: ReactNode };

function LogoFrame({ title, defaultTitle, className, decorative = false, children }: LogoFrameProps) {
  const titleId = useId();
  const classes = className ? `${styles.logo} ${className}` : styles.logo;
  if (decorative) {
    return (
      <svg viewBox="0 0 232 48" xmlns="http://www.w3.org/2000/svg" className={classes} aria-hidden="true">
        {children}
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 232 48" xmlns="http://www.w3.org/2000/svg" className={classes} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title ?? defaultTitle}</title>
      {children}
    </svg>
  );
}

/** The portal's mark: the sun over the waters of the bay, with the portal's name. */
export function Logo(props: LogoProps) {
  return (
    <LogoFrame {...props} defaultTitle="Portal del vecino de Bahía Blanca">
      <rect width="48" height="48" rx="12" fill="currentColor" />
      <circle cx="24" cy="20" r="8" fill="#f2a900" />
      <path d="M8 31c4-3 8-3 12 0s8 3 12 0 8-3 8-3" fill="none" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
      <path d="M8 38c4-3 8-3 12 0s8 3 12 0 8-3 8-3" fill="none" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" opacity="0.7" />
      <text x="60" y="21" className={styles.wordmark} fontSize="19" fontWeight="600" fill="currentColor">
        Bahía Blanca
      </text>
      <text x="60" y="41" className={styles.wordmark} fontSize="15" fontWeight="400" fill="currentColor">
        Portal del vecino
      </text>
    </LogoFrame>
  );
}

/** The municipality's mark: a shield with the bay, and the municipality's name. */
export function MunicipalityLogo(props: LogoProps) {
  return (
    <LogoFrame {...props} defaultTitle="Municipio de Bahía Blanca">
      <path d="M6 4h36v20c0 11-8 18-18 22C14 42 6 35 6 24Z" fill="currentColor" />
      <path d="M6 14h36" stroke="#ffffff" strokeWidth="2" />
      <path d="M12 27c3-2.5 6-2.5 9 0s6 2.5 9 0 6-2.5 6-2.5" fill="none" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M14 34c2.5-2 5-2 7.5 0s5 2 7.5 0 5-2 5-2"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity="0.7"
      />
      <text x="56" y="19" className={styles.wordmark} fontSize="14" fontWeight="400" fill="currentColor">
        Municipio de
      </text>
      <text x="56" y="40" className={styles.wordmark} fontSize="20" fontWeight="600" fill="currentColor">
        Bahía Blanca
      </text>
    </LogoFrame>
  );
}
