import { Logo, MunicipalityLogo, PageTitle } from '@portal/ui-kit';
import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from './status-page.css';

export interface StatusPageProps {
  /** The document title, before ' · Portal del Vecino'. */
  title: string;
  /** The page's one h1. */
  heading: string;
  /** Moves focus to the h1 when the page appears: a screen that changed state in place says so. */
  focusHeading?: boolean;
  children?: ReactNode;
}

/** The frame of the anonymous one-column pages: title, logos, the h1, then the content. */
export function StatusPage({ title, heading, focusHeading = false, children }: StatusPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <main className={styles.page}>
      <PageTitle>{`${title} · Portal del Vecino`}</PageTitle>
      <div className={styles.content}>
        <div className={styles.logos}>
          <Logo />
          <MunicipalityLogo />
        </div>
        <h1 ref={headingRef} className={styles.heading} tabIndex={focusHeading ? -1 : undefined}>
          {heading}
        </h1>
        {children}
      </div>
    </main>
  );
}
