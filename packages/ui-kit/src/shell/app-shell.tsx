import * as RadixDialog from '@radix-ui/react-dialog';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { CloseIcon } from '../dialog/close-icon';
import { overlay } from '../dialog/dialog.css';
import { Logo } from '../logo/logo';
import { mediumUp } from '../theme.css';
import * as styles from './app-shell.css';
import { ShellIcon } from './shell-icon';
import { type NavEntry, type RenderNavLink, SideNav } from './side-nav';
import { type ShellUser, UserMenu, type UserMenuItem } from './user-menu';

export type AppShellProps = {
  /** The entries of the sidebar, in order. */
  nav: NavEntry[];
  /** The path being shown: the entry it belongs to is marked current. */
  currentPath: string;
  renderLink?: RenderNavLink;
  /** `null` while the resident's profile loads (or failed to). */
  user: ShellUser | null;
  /** The level badge beside the name ('Nivel 2'); shown only with a user. */
  level?: string;
  /** The account menu ('Editar perfil', 'Cerrar sesión'). */
  menu: UserMenuItem[];
  /** The sidebar's title and the navigation's name. */
  title?: string;
  /** The id the skip link jumps to. */
  contentId?: string;
  /** The page. It brings its own `<main>` and `<h1>`: the shell adds no landmark around it. */
  children: ReactNode;
};

export const SKIP_LINK_LABEL = 'Saltar al contenido';
export const OPEN_MENU_LABEL = 'Abrir menú';
export const CLOSE_MENU_LABEL = 'Cerrar menú';

/**
 * The frame of every signed-in page: a 300 px sidebar on medium and larger screens, a drawer
 * opened from the top bar on phones, and the top bar with the resident and the account menu.
 */
export function AppShell({
  nav,
  currentPath,
  renderLink,
  user,
  level,
  menu,
  title = 'Escritorio',
  contentId = 'contenido',
  children,
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);

  // The drawer belongs to phones: widening the window past them closes it (the sidebar shows).
  useEffect(() => {
    if (!drawerOpen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(mediumUp);
    const close = () => {
      if (query.matches) setDrawerOpen(false);
    };
    close();
    query.addEventListener('change', close);
    return () => query.removeEventListener('change', close);
  }, [drawerOpen]);

  // Moving focus by hand rather than letting the browser follow `#contenido`: a router would
  // take the hash change for a navigation and add a history entry.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(contentId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  };

  return (
    <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      <div className={styles.frame}>
        <a href={`#${contentId}`} className={styles.skipLink} onClick={skipToContent}>
          {SKIP_LINK_LABEL}
        </a>
        <div className={styles.sidebar}>
          <div className={styles.brand}>
            <Logo className={styles.logo} />
          </div>
          <SideNav label={title} entries={nav} currentPath={currentPath} renderLink={renderLink} />
        </div>
        <div className={styles.column}>
          <header className={styles.topBar}>
            <RadixDialog.Trigger className={styles.menuButton} aria-label={OPEN_MENU_LABEL}>
              <ShellIcon name="menu" />
            </RadixDialog.Trigger>
            <div className={styles.account}>
              {user && level ? <span className={styles.badge}>{level}</span> : null}
              <UserMenu user={user} items={menu} />
            </div>
          </header>
          <div id={contentId} tabIndex={-1} className={styles.content}>
            {children}
          </div>
        </div>
      </div>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHeader}>
            <RadixDialog.Title className={styles.drawerTitle}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.drawerClose} aria-label={CLOSE_MENU_LABEL}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <SideNav
            label={title}
            showTitle={false}
            entries={nav}
            currentPath={currentPath}
            renderLink={renderLink}
            onNavigate={() => setDrawerOpen(false)}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
