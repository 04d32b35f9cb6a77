import { keepAccessTokenFresh, residentProfileStore, useResidentProfile } from '@portal/api-client';
import { InactivityWatch, signOut } from '@portal/auth-flow';
import { CLAIMS_PATHS } from '@portal/claims';
import { PROFILE_PATHS } from '@portal/profile';
import {
  AppShell,
  Banner,
  Button,
  type NavEntry,
  type RenderNavLink,
  type ShellUser,
  Spinner,
  type UserMenuItem,
} from '@portal/ui-kit';
import { useEffect, useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import * as styles from './signed-in-layout.css';

/**
 * The sidebar (docs/product.md#signed-in-shell). Escritorio is '/dashboard' (where '/' sends a signed-in
 * resident) and the licence has its own page (docs/product.md#routes); the pages not built yet stay
 * disabled with 'Muy pronto...'.
 */
export const SIGNED_IN_NAV: NavEntry[] = [
  { label: 'Escritorio', path: CLAIMS_PATHS.dashboard, icon: 'home', central: true },
  { label: 'Alertas', path: '/calendario', icon: 'calendar', disabled: true },
  { label: 'Mis documentos', path: '/notificaciones', icon: 'document', disabled: true },
  { label: 'Vencimientos', path: '/servicios', icon: 'clock', disabled: true },
  { label: 'Licencia de conducir', path: CLAIMS_PATHS.licence, icon: 'id-card' },
  { label: 'Reclamos', path: CLAIMS_PATHS.claims, icon: 'chat' },
];

/**
 * The badge of the top bar (docs/product.md#signed-in-shell): the account's assurance level as
 * userprofile/ says it (CONTRACT.md, R11); none when the service says no level.
 */
export function levelBadge(level: 1 | 2 | undefined): string | undefined {
  return level === undefined ? undefined : `Nivel ${level}`;
}

const renderLink: RenderNavLink = (_entry, { href, ...props }) => <Link to={href} {...props} />;

/**
 * The frame of every signed-in page: it loads the resident's profile once (docs/product.md#signed-in-shell, held
 * beside the session by api-client) and shows the screens, which read it with
 * `useSignedInProfile()`, once it has loaded, inside the shell (sidebar, top bar), with a
 * loading state and a retry.
 */
export function SignedInLayout() {
  const { load, reload } = useResidentProfile();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The router downloads a screen's chunk before drawing it: meanwhile the content area says so.
  const arriving = useNavigation().state === 'loading';

  useEffect(() => {
    void residentProfileStore.getState().loadOnce();
  }, []);

  // While the resident uses the portal, the token is refreshed a minute before it expires: a
  // reload or a link rarely meets a refresh on the wire, whose answer it would lose.
  useEffect(() => keepAccessTokenFresh(), []);

  const profile = load.status === 'success' ? load.data : null;

  const user = useMemo<ShellUser | null>(
    () => (profile ? { firstName: profile.first_name, lastName: profile.last_name } : null),
    [profile],
  );

  const menu = useMemo<UserMenuItem[]>(
    () => [
      { label: 'Editar perfil', onSelect: () => void navigate(PROFILE_PATHS.profile) },
      // The sign-out of docs/product.md#sign-out: storage cleared, then a fresh page at '/'.
      { label: 'Cerrar sesión', onSelect: () => signOut() },
    ],
    [navigate],
  );

  return (
    <AppShell
      nav={SIGNED_IN_NAV}
      currentPath={pathname}
      renderLink={renderLink}
      user={user}
      level={levelBadge(profile?.level)}
      menu={menu}
    >
      {profile && arriving ? (
        <main className={styles.status}>
          <Spinner />
        </main>
      ) : profile ? (
        <Outlet />
      ) : (
        <main className={styles.status}>
          <h1 className={styles.statusTitle}>Escritorio</h1>
          {load.status === 'error' ? (
            <Banner variant="error" title="No pudimos cargar tus datos">
              <p>{load.error.message}</p>
              <Button variant="secondary" onClick={() => void reload()}>
                Reintentar
              </Button>
            </Banner>
          ) : (
            <Spinner label="Cargando tus datos..." />
          )}
        </main>
      )}
      {/* Every signed-in page: an idle session is warned, then ended in every tab. */}
      <InactivityWatch />
    </AppShell>
  );
}
