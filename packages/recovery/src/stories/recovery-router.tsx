import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RECOVERY_PATHS } from '../paths';
import { TEST_DESTINATIONS } from '../test/destinations';

/**
 * For the recovery stories: a memory router at `path` (its first entry's key is 'default', the
 * `visit` a seeded request names) with stand-ins for the pages the screens link to.
 */
export function RecoveryRouter({ path, screen }: { path: string; screen: ReactNode }) {
  const pathname = path.split('?')[0] ?? path;
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pathname} element={screen} />
        <Route path={TEST_DESTINATIONS.login} element={<p>Inicio de sesión (otra historia)</p>} />
        {pathname === RECOVERY_PATHS.forgotPassword ? null : (
          <Route path={RECOVERY_PATHS.forgotPassword} element={<p>Recuperar contraseña (otra historia)</p>} />
        )}
        {pathname === RECOVERY_PATHS.resendVerification ? null : (
          <Route path={RECOVERY_PATHS.resendVerification} element={<p>Validar tu cuenta (otra historia)</p>} />
        )}
      </Routes>
    </MemoryRouter>
  );
}

/** The key react-router gives the first entry of a memory router. */
export const FIRST_VISIT = 'default';
