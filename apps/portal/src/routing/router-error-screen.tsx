import { whenRefreshSettled } from '@portal/api-client';
import { Button, isDownloadFailure, PageTitle } from '@portal/ui-kit';
import { useEffect, useRef } from 'react';
import * as styles from './router-error-screen.css';

export interface RouterErrorScreenProps {
  error: unknown;
  /** Shows the screen again in place; without it 'Reintentar' reloads the page. */
  onRetry?: () => void;
  /** A retry failed again: 'Reintentar' takes the focus it had, instead of leaving it to the page. */
  retried?: boolean;
}

/** A new page load, once no refresh is on the wire: leaving mid-refresh would lose its answer. */
function leavePage(load: () => void): void {
  void whenRefreshSettled().then(load);
}

/** The error screen of every route: never a blank page, always a way forward. */
export function RouterErrorScreen({ error, onRetry, retried = false }: RouterErrorScreenProps) {
  const chunk = isDownloadFailure(error);
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (retried) retry.current?.focus();
  }, [retried]);
  const title = chunk ? 'No pudimos cargar esta página' : '¡Error inesperado de la aplicación!';
  const text = chunk
    ? 'La conexión es lenta o se interrumpió. Revisá tu conexión e intentá de nuevo.'
    : 'Algo salió mal al mostrar esta página. Intentá de nuevo; si el problema sigue, volvé más tarde.';
  return (
    <main className={styles.page}>
      <PageTitle>{`${title} · Portal del Vecino`}</PageTitle>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Button ref={retry} variant="primary" onClick={onRetry ?? (() => leavePage(() => window.location.reload()))}>
          Reintentar
        </Button>
        <Button variant="secondary" onClick={() => leavePage(() => window.location.assign('/'))}>
          Volver al inicio
        </Button>
      </div>
    </main>
  );
}
