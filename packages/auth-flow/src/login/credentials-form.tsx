import { Button, PasswordField, TextField } from '@portal/ui-kit';
import { type FormEvent, useRef, useState } from 'react';
import { useAuthStore } from '../store';
import * as styles from './login-screen.css';

interface FieldErrors {
  username?: string;
  password?: string;
}

/** DNI or e-mail plus password (POST login/); checked on the page before anything is sent. */
export function CredentialsForm({ locked }: { locked: boolean }) {
  const storedUsername = useAuthStore((s) => s.username);
  const sending = useAuthStore((s) => s.request.status === 'loading' && s.request.call === 'credentials');
  const submitCredentials = useAuthStore((s) => s.submitCredentials);
  const [username, setUsername] = useState(storedUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
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
    await submitCredentials(trimmed, password);
    // docs/product.md#password-and-code: after a failed login the password field is cleared; what was typed as username stays.
    // Too many codes asked for (429) keeps the password too: the resident only has to wait.
    const { request } = useAuthStore.getState();
    if (request.status === 'error' && request.call === 'credentials' && request.error.status !== 429) setPassword('');
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
