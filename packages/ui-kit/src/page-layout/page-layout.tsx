import { type ReactNode, useEffect, useRef } from 'react';
import { Logo, MunicipalityLogo } from '../logo/logo';
import { PageTitle } from '../page-title/page-title';
import * as styles from './page-layout.css';

/**
 * - `column`: an anonymous page of its own, one centred column with the logos (status, return
 *   and hand-off pages, recovery); on phones it starts at the top; long words wrap.
 * - `panel`: the same column as the main panel of a split page (the login screen: the page around
 *   it has the background and the height).
 * - `card`: the column on a white card, a little wider (registration).
 * - `form`: a signed-in screen's column, 880 px at most, without logos (the profile form).
 * - `overview`: a wider signed-in column, heading and intro together in a `header` (the profile).
 */
export type PageLayoutVariant = 'column' | 'panel' | 'card' | 'form' | 'overview';

export interface PageLayoutProps {
  variant?: PageLayoutVariant;
  /** The document title, before ' · Portal del Vecino'. */
  title: string;
  /** The page's one h1. */
  heading: ReactNode;
  /** The h1's id, for a form or a section that it names. */
  headingId?: string;
  /** Moves focus to the h1 when the page appears: a screen that changed state in place says so. */
  focusHeading?: boolean;
  /** The muted paragraph under the h1. */
  intro?: ReactNode;
  /** Before the logos, in the column (e.g. a link back). */
  before?: ReactNode;
  /** In the page, after the column: what is not part of its flow (e.g. a dialog). */
  after?: ReactNode;
  children?: ReactNode;
}

/** The frame every screen shares: the `main` landmark, the logos, the one h1 and the intro. */
export function PageLayout({
  variant = 'column',
  title,
  heading,
  headingId,
  focusHeading = false,
  intro,
  before,
  after,
  children,
}: PageLayoutProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  const column = variant === 'form' || variant === 'overview' ? null : styles.content[variant];
  const top = (
    <>
      <h1
        ref={headingRef}
        id={headingId}
        className={column ? styles.heading.centred : styles.heading.wide}
        tabIndex={focusHeading ? -1 : undefined}
      >
        {heading}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </>
  );
  return (
    <main className={styles.page[variant]}>
      <PageTitle>{`${title} · Portal del Vecino`}</PageTitle>
      {column ? (
        <div className={column}>
          {before}
          <div className={variant === 'card' ? styles.logos.line : styles.logos.wrap}>
            <Logo />
            <MunicipalityLogo />
          </div>
          {top}
          {children}
        </div>
      ) : (
        <>
          {variant === 'overview' ? <header className={styles.header}>{top}</header> : top}
          {children}
        </>
      )}
      {after}
    </main>
  );
}
