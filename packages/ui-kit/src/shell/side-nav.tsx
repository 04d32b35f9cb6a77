import type { MouseEvent, ReactNode } from 'react';
import { type NavIconName, ShellIcon } from './shell-icon';
import * as styles from './side-nav.css';

/** One entry of the signed-in navigation. */
export type NavEntry = {
  label: string;
  path: string;
  icon: NavIconName;
  /** Not offered yet: shown, but not a link, with 'Muy pronto...'. */
  disabled?: boolean;
  /** The main entry (the desktop itself), set apart from the others. */
  central?: boolean;
};

/** What a link of the navigation must carry; spread it onto the router's link. */
export type NavLinkProps = {
  href: string;
  className: string;
  'aria-current': 'page' | undefined;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
};

/**
 * Draws the link of an entry. The kit knows no router: an app passes its own link
 * (`(entry, { href, ...props }) => <Link to={href} {...props} />`); a plain `<a>` otherwise.
 */
export type RenderNavLink = (entry: NavEntry, props: NavLinkProps) => ReactNode;

const renderPlainLink: RenderNavLink = (_entry, props) => <a {...props} />;

/** The text a disabled entry shows (docs/product.md#signed-in-shell). */
export const COMING_SOON = 'Muy pronto...';

/** An entry is current on its own path and on the paths beneath it. */
export function isCurrentEntry(entry: NavEntry, currentPath: string): boolean {
  const path = entry.path.replace(/\/+$/, '');
  const current = currentPath.replace(/\/+$/, '');
  return current === path || current.startsWith(`${path}/`);
}

export type SideNavProps = {
  /** The name of the navigation landmark, and its visible title unless `showTitle` is false. */
  label?: string;
  showTitle?: boolean;
  entries: NavEntry[];
  currentPath: string;
  renderLink?: RenderNavLink;
  /** Called when a link is followed (the phone drawer closes then). */
  onNavigate?: () => void;
};

/** The list of signed-in pages, the current one marked with `aria-current="page"`. */
export function SideNav({
  label = 'Escritorio',
  showTitle = true,
  entries,
  currentPath,
  renderLink = renderPlainLink,
  onNavigate,
}: SideNavProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      {showTitle ? (
        <p className={styles.title} aria-hidden="true">
          {label}
        </p>
      ) : null}
      <ul className={styles.list}>
        {entries.map((entry) => {
          const content = (
            <>
              <ShellIcon name={entry.icon} />
              <span className={styles.text}>
                <span>{entry.label}</span>
                {entry.disabled ? <span className={styles.soon}>{COMING_SOON}</span> : null}
              </span>
            </>
          );
          const itemClass = entry.central ? `${styles.item} ${styles.central}` : styles.item;
          if (entry.disabled) {
            return (
              <li key={entry.path} className={itemClass}>
                <span className={`${styles.entry} ${styles.disabled}`} aria-disabled="true">
                  {content}
                </span>
              </li>
            );
          }
          const current = isCurrentEntry(entry, currentPath);
          return (
            <li key={entry.path} className={itemClass}>
              {renderLink(entry, {
                href: entry.path,
                className: current ? `${styles.entry} ${styles.current}` : styles.entry,
                'aria-current': current ? 'page' : undefined,
                onClick: () => onNavigate?.(),
                children: content,
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
