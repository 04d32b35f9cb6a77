import { signOut } from '@portal/auth-flow';
import { Banner, Button, Spinner } from '@portal/ui-kit';
import { useEffect } from 'react';
import * as styles from './dashboard-screen.css';
import { useProfileStore } from './profile-store';

/** The signed-in landing (Escritorio): greets the resident by the name of userprofile/. */
export function DashboardScreen() {
  const load = useProfileStore((state) => state.load);
  const fetchProfile = useProfileStore((state) => state.fetchProfile);

  useEffect(() => {
    if (useProfileStore.getState().load.status === 'idle') void fetchProfile();
  }, [fetchProfile]);

  return (
    <main className={styles.page}>
      <title>Escritorio · Portal del Vecino</title>
      {load.status === 'success' ? (
        <>
          <h1 className={styles.title}>
            Hola, {load.profile.first_name} {load.profile.last_name}
          </h1>
          <p className={styles.text}>Este es tu escritorio del Portal del Vecino de Bahía Blanca.</p>
        </>
      ) : (
        <h1 className={styles.title}>Escritorio</h1>
      )}
      {(load.status === 'idle' || load.status === 'loading') && <Spinner label="Cargando tus datos..." />}
      {load.status === 'error' && (
        <Banner variant="error" title="No pudimos cargar tus datos">
          <p>{load.error.message}</p>
          <Button variant="secondary" onClick={() => void fetchProfile()}>
            Reintentar
          </Button>
        </Banner>
      )}
      <div>
        <Button variant="secondary" onClick={signOut}>
          Cerrar sesion
        </Button>
      </div>
    </main>
  );
}
