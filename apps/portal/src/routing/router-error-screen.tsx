import { Button, ChunkTimeoutError } from '@portal/ui-kit';
import * as styles from './router-error-screen.css';

function isChunkFailure(error: unknown): boolean {
  if (error instanceof ChunkTimeoutError) return true;
  // Vite's wording when a lazy chunk cannot be fetched (offline, or a deploy replaced it).
  return error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
}

/** The error screen of every route: never a blank page, always a way forward. */
export function RouterErrorScreen({ error }: { error: unknown }) {
  const chunk = isChunkFailure(error);
  const title = chunk ? 'No pudimos cargar esta página' : '¡Error inesperado de la aplicación!';
  const text = chunk
    ? 'La conexión es lenta o se interrumpió. Revisá tu conexión e intentá de nuevo.'
    : 'Algo salió mal al mostrar esta página. Intentá de nuevo; si el problema sigue, volvé más tarde.';
  return (
    <main className={styles.page}>
      <title>{`${title} · Portal del Vecino`}</title>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reintentar
        </Button>
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          Volver al inicio
        </Button>
      </div>
    </main>
  );
}
