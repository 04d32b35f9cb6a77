import {
  keepAccessTokenFresh,
  type PortalError,
  type Reading,
  SIGNED_IN_ROUTE_ID,
  type UserProfile,
  useReading,
  useSession,
  useSignedInData,
} from '@portal/api-client';
import { InactivityWatch, signOutRoute, useSignOut } from '@portal/auth-flow';
import { CLAIMS_PATHS } from '@portal/claims';
import { PROFILE_PATHS } from '@portal/profile';
import { AppShell, Banner, Button, type NavEntry, type RenderNavLink, type ShellUser, Spinner, type UserMenuItem } from '@portal/ui-kit';
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate, useNavigation, useRevalidator } from 'react-router';
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

/** The frame around every state of the signed-in area: the shell with the resident once known. */
function SignedInFrame({ profile, children }: { profile: UserProfile | null; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();

  // While the resident uses the portal, the token is refreshed a minute before it expires: a
  // reload or a link rarely meets a refresh on the wire, whose answer it would lose.
  useEffect(() => keepAccessTokenFresh(), []);

  const user = useMemo<ShellUser | null>(
    () => (profile ? { firstName: profile.first_name, lastName: profile.last_name } : null),
    [profile],
  );

  const menu = useMemo<UserMenuItem[]>(
    () => [
      { label: 'Editar perfil', onSelect: () => void navigate(PROFILE_PATHS.profile) },
      // The sign-out of docs/product.md#sign-out, auth-flow's route action: storage cleared, then a fresh page at '/'.
      { label: 'Cerrar sesión', onSelect: signOut },
    ],
    [navigate, signOut],
  );

  return (
    <AppShell nav={SIGNED_IN_NAV} currentPath={pathname} renderLink={renderLink} user={user} level={levelBadge(profile?.level)} menu={menu}>
      {children}
      {/* Every signed-in page: an idle session is warned, then ended in every tab. */}
      <InactivityWatch />
    </AppShell>
  );
}

/** The content area before the screens: its title and what is happening. */
function ProfileStatus({ children }: { children: ReactNode }) {
  return (
    <main className={styles.status}>
      <h1 className={styles.statusTitle}>Escritorio</h1>
      {children}
    </main>
  );
}

/** What the signed-in route's handle carries for its layout. */
export interface SignedInHandle {
  /** Fetches the navigation's screens when idle; returns what cancels it. */
  prefetch: () => () => void;
}

/** The screens, once the profile has arrived: they read it from the layout's route data (`useSignedInProfile`). */
function Screens() {
  // The router downloads a screen's code (and starts its data) before drawing it: meanwhile the
  // content area says so. Only for another screen: a change of this one's query (a filter, an
  // open claim) keeps it mounted, with its focus and what was typed.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const arriving = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  // Once a screen has shown, the other screens of the navigation are fetched while the browser is
  // idle, so a click to one of them waits for nothing (a chunk, not a call). The route table hands
  // the fetch in its handle (signed-in/screens.tsx), so this chunk imports none of the table.
  const prefetch = (useMatches().find((match) => match.id === SIGNED_IN_ROUTE_ID)?.handle as SignedInHandle | undefined)?.prefetch;
  useEffect(() => prefetch?.(), [prefetch]);
  return arriving ? (
    <main className={styles.status}>
      <Spinner />
    </main>
  ) : (
    <Outlet />
  );
}

/**
 * The profile did not arrive (a dropped line, the service down): the shell stays, and
 * 'Reintentar' loads it again without a reload (the router revalidates).
 */
function ProfileFailed({ error }: { error: PortalError }) {
  const { revalidate } = useRevalidator();
  return (
    <ProfileStatus>
      <Banner variant="error" title="No pudimos cargar tus datos">
        <p>{error.message}</p>
        <Button variant="secondary" onClick={() => void revalidate()}>
          Reintentar
        </Button>
      </Banner>
    </ProfileStatus>
  );
}

const LOADING = (
  <ProfileStatus>
    <Spinner label="Cargando tus datos..." />
  </ProfileStatus>
);

/** The profile once it has arrived (React's `use` waits for it): the shell with the resident and the screens, or its failure. */
function ArrivedProfile({ profile }: { profile: Reading<UserProfile> }) {
  const outcome = useReading(profile);
  if ('failure' in outcome) {
    return (
      <SignedInFrame profile={null}>
        <ProfileFailed error={outcome.failure} />
      </SignedInFrame>
    );
  }
  return (
    <SignedInFrame profile={outcome.data}>
      <Screens />
    </SignedInFrame>
  );
}

/**
 * The sign-out route's data (auth-flow's `/salir`), in this chunk: loaded wherever 'Cerrar sesión'
 * shows, so the sign-out never waits for a download (app-routes.tsx).
 */
export const signOut = signOutRoute();

/**
 * The frame of every signed-in page: its route loads the resident's profile when it matches
 * (docs/product.md#signed-in-shell; `signedInRoute` of api-client), and the screens, which read it
 * with `useSignedInProfile()`, show inside the shell (sidebar, top bar) once it has arrived;
 * meanwhile the shell says it is loading, and a failure offers a retry. A profile the area read a
 * moment ago is in hand: nothing waits.
 */
export function SignedInLayout() {
  const data = useSignedInData();
  if (!data) throw new Error('SignedInLayout is the component of the signed-in route (signedInRoute)');
  // Loaded for a session that is not this tab's any more (another resident signed in meanwhile):
  // never shown; the router loads the profile of the session there is.
  const startedAt = useSession((state) => state.startedAt);
  const stale = data.session !== startedAt;
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (stale) void revalidate();
  }, [stale, revalidate]);
  const loading = <SignedInFrame profile={null}>{LOADING}</SignedInFrame>;
  return stale ? (
    loading
  ) : (
    <Suspense fallback={loading}>
      <ArrivedProfile profile={data.profile} />
    </Suspense>
  );
}
