import { AUTH_PATHS } from '@portal/auth-flow';
import { Button, PageTitle } from '@portal/ui-kit';
import { useNavigate } from 'react-router';
import * as styles from '../routing/router-error-screen.css';

/** docs/product.md#not-found-and-error-pages: the not-found page, whose button now really goes home. */
export function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageTitle>Página no encontrada · Portal del Vecino</PageTitle>
      <h1 className={styles.title}>¡Ups! No encontramos la página.</h1>
      <p className={styles.text}>La página que estás buscando no existe o ocurrió un error.</p>
      <Button variant="primary" onClick={() => navigate(AUTH_PATHS.home)}>
        Volver al inicio
      </Button>
    </main>
  );
}
