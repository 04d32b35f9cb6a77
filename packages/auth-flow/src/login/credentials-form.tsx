import { Button, PasswordField, TextField, useSubmitOnce } from '@portal/ui-kit';
import { type FormEvent, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { SIGN_IN_FETCHER } from '../paths';
import { useAuthStore } from '../store';
import type { SignInResult } from './login-actions';
import * as styles from './login-screen.css';

interface FieldErrors {
  username?: string;
  password?: string;
}

/**
 * DNI or e-mail plus password (POST login/, through the route's action); checked on the page
 * before anything is sent. A plain form, never a native submit: the server's HTML has no method
 * or address that would post a password to the web server, and its button is inert until the
 * page's script runs (ui-kit's `Button`); the submit goes through the fetcher.
 */
export function CredentialsForm({ locked }: { locked: boolean }) {
  const storedUsername = useAuthStore((s) => s.username);
  const fetcher = useFetcher<SignInResult | null>({ key: SIGN_IN_FETCHER });
  const submit = useSubmitOnce(fetcher);
  // This step's own submission: a refused code is still finishing as the credentials reappear.
  const sending = fetcher.state === 'submitting' && fetcher.formData?.get('intent') === 'credentials';
  const [username, setUsername] = useState(storedUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // docs/product.md#password-and-code: after a failed login the password field is cleared; what
  // was typed as username stays. Too many codes asked for (429) keeps the password too: the
  // resident only has to wait. Adjusted as the answer arrives (React's pattern for state that
  // follows a change), each answer once.
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    const result = fetcher.data;
    if (result?.error && result.intent === 'credentials' && result.error.status !== 429) setPassword('');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = username.trim();
    const next: FieldErrors = {
      username: trimmed === '' ? 'Ingresá tu DNI o e-mail.' : undefined,
      password: password === '' ? 'Ingresá tu contraseña.' : undefined,
    };
    setErrors(next);
    if (next.username || next.password) {
      (next.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    // One submission at a time: a double click on INGRESAR sends one login/.
    void submit({ intent: 'credentials', username: trimmed, password }, { method: 'post' });
  }

  const disabled = locked || sending;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Ingresar con DNI o e-mail">
      <TextField
        ref={usernameRef}
        label="DNI o e-mail"
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(e) => {
          setUsername(e.target.value);
          if (errors.username) setErrors((prev) => ({ ...prev, username: undefined }));
        }}
        error={errors.username}
        disabled={locked}
        readOnly={sending}
      />
      <PasswordField
        ref={passwordRef}
        label="Contraseña"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          if (errors.password) setErrors((prev) => ({ ...prev, password: undefined }));
        }}
        error={errors.password}
        disabled={locked}
        readOnly={sending}
      />
      <Button type="submit" variant="primary" fullWidth busy={sending} disabled={disabled}>
        INGRESAR
      </Button>
    </form>
  );
}
