import type { SignedInContext } from '@portal/api-client';
import { signOut } from '@portal/auth-flow';
import { Banner, Button, Spinner } from '@portal/ui-kit';
import { useEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { useProfileStore } from './profile-store';
import * as styles from './signed-in-layout.css';

/**
 * The frame of every signed-in page: it loads the resident's profile once (spec section 7) and
 * hands it to the screens through the outlet context, with a loading state and a retry.
 */
export function SignedInLayout() {
  const load = useProfileStore((state) => state.load);
  const fetchProfile = useProfileStore((state) => state.fetchProfile);

  useEffect(() => {
    if (useProfileStore.getState().load.status === 'idle') void fetchProfile();
  }, [fetchProfile]);

  const context = useMemo<SignedInContext | null>(
    () => (load.status === 'success' ? { profile: load.profile, reloadProfile: fetchProfile } : null),
    [load, fetchProfile],
  );

  return (
    <div className={styles.frame}>
      <header className={styles.topBar}>
        <span className={styles.brand}>Portal del Vecino</span>
        {context && (
          <span className={styles.user}>
            {context.profile.first_name} {context.profile.last_name}
          </span>
        )}
        <Button variant="secondary" onClick={signOut}>
          Cerrar sesion
        </Button>
      </header>
      {context ? (
        <Outlet context={context} />
      ) : (
        <main className={styles.status}>
          <h1 className={styles.statusTitle}>Escritorio</h1>
          {load.status === 'error' ? (
            <Banner variant="error" title="No pudimos cargar tus datos">
              <p>{load.error.message}</p>
              <Button variant="secondary" onClick={() => void fetchProfile()}>
                Reintentar
              </Button>
            </Banner>
          ) : (
            <Spinner label="Cargando tus datos..." />
          )}
        </main>
      )}
    </div>
  );
}
