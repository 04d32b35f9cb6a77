import { Logo, MunicipalityLogo } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import * as styles from './status-page.css';

export interface StatusPageProps {
  /** The document title, before ' · Portal del Vecino'. */
  title: string;
  /** The page's one h1. */
  heading: string;
  children?: ReactNode;
}

/** The frame of the anonymous one-column pages: title, logos, the h1, then the content. */
export function StatusPage({ title, heading, children }: StatusPageProps) {
  return (
    <main className={styles.page}>
      <title>{`${title} · Portal del Vecino`}</title>
      <div className={styles.content}>
        <div className={styles.logos}>
          <Logo />
          <MunicipalityLogo />
        </div>
        <h1 className={styles.heading}>{heading}</h1>
        {children}
      </div>
    </main>
  );
}
