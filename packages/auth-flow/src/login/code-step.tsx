import { Button, CodeInput, useSubmitOnce } from '@portal/ui-kit';
import { type FormEvent, useState } from 'react';
import { useFetcher } from 'react-router';
import { SIGN_IN_FETCHER } from '../paths';
import { useAuthStore } from '../store';
import type { SignInResult } from './login-actions';
import * as styles from './login-screen.css';

const CODE_LENGTH = 4;

export interface CodeStepProps {
  locked: boolean;
}

/**
 * The second factor: the 4-digit code e-mailed by the service (POST doublefactor/, through the
 * route's action). Once it is accepted the resident is signed in, and the login's guard sends the
 * browser on.
 */
export function CodeStep({ locked }: CodeStepProps) {
  const code = useAuthStore((s) => s.code);
  const pinError = useAuthStore((s) => s.pinError);
  const setCode = useAuthStore((s) => s.setCode);
  const backToCredentials = useAuthStore((s) => s.backToCredentials);
  const fetcher = useFetcher<SignInResult | null>({ key: SIGN_IN_FETCHER });
  const submit = useSubmitOnce(fetcher);
  // This step's own submission: the credentials' is still finishing as the code step appears.
  const verifying = fetcher.state === 'submitting' && fetcher.formData?.get('intent') === 'code';
  const [incomplete, setIncomplete] = useState(false);

  function verify(value: string) {
    if (value.length < CODE_LENGTH) {
      setIncomplete(true);
      return;
    }
    // One submission at a time: the fourth digit and a click on VERIFICAR send one doublefactor/.
    void submit({ intent: 'code', code: value }, { method: 'post' });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify(code);
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
        onComplete={verify}
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
