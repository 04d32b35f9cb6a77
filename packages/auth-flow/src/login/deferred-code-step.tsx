import { Banner, Button, Spinner } from '@portal/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../store';
import type { CodeStepProps } from './code-step';
import { codeStepPart } from './load-code-step';
import * as styles from './login-screen.css';

export const CODE_STEP_TEXTS = {
  loading: 'Cargando el ingreso del código…',
  failed: 'No pudimos cargar el ingreso del código. Revisá tu conexión e intentá de nuevo.',
  retry: 'Reintentar',
  back: 'Volver',
} as const;

/**
 * The code step, downloaded on demand: usually already here (it is fetched while the credentials
 * are being checked), else a small status while it arrives, or an error with 'Reintentar' if it
 * could not be downloaded. None of this touches the store: the username and the lock stay.
 */
export function DeferredCodeStep(props: CodeStepProps) {
  const CodeStep = codeStepPart.loaded();
  const [, setArrivals] = useState(0);
  const [failed, setFailed] = useState(false);
  const [retries, setRetries] = useState(0);
  const backToCredentials = useAuthStore((s) => s.backToCredentials);
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (CodeStep || failed) return;
    let current = true;
    codeStepPart.load().then(
      () => current && setArrivals((count) => count + 1),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [CodeStep, failed]);

  // After a retry that failed again the old button is gone: focus goes to the new one, not the page.
  useEffect(() => {
    if (failed && retries > 0) retryRef.current?.focus();
  }, [failed, retries]);

  if (CodeStep) return <CodeStep {...props} />;
  if (failed) {
    return (
      <div className={styles.form}>
        <Banner variant="error">{CODE_STEP_TEXTS.failed}</Banner>
        <div className={styles.actions}>
          <Button
            ref={retryRef}
            variant="primary"
            fullWidth
            onClick={() => {
              setRetries((count) => count + 1);
              setFailed(false);
            }}
          >
            {CODE_STEP_TEXTS.retry}
          </Button>
          <Button variant="link" onClick={backToCredentials}>
            {CODE_STEP_TEXTS.back}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.form}>
      <Spinner label={CODE_STEP_TEXTS.loading} />
    </div>
  );
}
