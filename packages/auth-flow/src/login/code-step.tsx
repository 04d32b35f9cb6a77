import { Button, CodeInput } from '@portal/ui-kit';
import { type FormEvent, useState } from 'react';
import { useAuthStore } from '../store';
import * as styles from './login-screen.css';

const CODE_LENGTH = 4;

export interface CodeStepProps {
  locked: boolean;
}

/**
 * The second factor: the 4-digit code e-mailed by the service (POST doublefactor/). Once it is
 * accepted the resident is signed in, and the login's guard sends the browser on.
 */
export function CodeStep({ locked }: CodeStepProps) {
  const code = useAuthStore((s) => s.code);
  const pinError = useAuthStore((s) => s.pinError);
  const verifying = useAuthStore((s) => s.request.status === 'loading' && s.request.call === 'code');
  const setCode = useAuthStore((s) => s.setCode);
  const submitCode = useAuthStore((s) => s.submitCode);
  const backToCredentials = useAuthStore((s) => s.backToCredentials);
  const [incomplete, setIncomplete] = useState(false);

  async function verify(value: string) {
    if (value.length < CODE_LENGTH) {
      setIncomplete(true);
      return;
    }
    await submitCode(value);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void verify(code);
  }

  const error = pinError ?? (incomplete ? 'Ingresá los 4 dígitos del código.' : undefined);
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Código de verificación">
      <p className={styles.stepText}>Te enviamos por e-mail un código de 4 dígitos. Ingresalo para terminar de ingresar.</p>
      <CodeInput
        label="Código de verificación"
        length={CODE_LENGTH}
        value={code}
        onChange={(value) => {
          setCode(value);
          if (incomplete) setIncomplete(false);
        }}
        onComplete={(value) => void verify(value)}
        disabled={locked}
        error={error}
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" fullWidth busy={verifying} disabled={locked}>
          VERIFICAR
        </Button>
        <Button type="button" variant="link" onClick={backToCredentials} disabled={verifying}>
          Volver
        </Button>
      </div>
    </form>
  );
}
