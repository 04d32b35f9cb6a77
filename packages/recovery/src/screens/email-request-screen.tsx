// biome-ignore-all assist/source/organizeImports: the import order here is the order of the stylesheets vanilla-extract emits, and a later rule wins a tie; sorting would change which one.
import { Banner, Button, PageLayout, RouterButtonLink, TextField, useSubmitOnce } from '@portal/ui-kit';
import * as pageStyles from '@portal/ui-kit/status-page-styles';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { EmailRequestOutcome } from '../actions';
import type { RecoveryDestinations } from '../paths';
import { emailError } from './email-address';
import * as styles from './recovery.css';

/** The texts of one of the two e-mail screens (docs/product.md#password-recovery-and-validation). */
export interface EmailRequestTexts {
  /** Document title of the form state, before ' · Portal del Vecino'. */
  title: string;
  heading: string;
  intro: string;
  /** The button's accessible name suffix: what the form is for (e.g. 'Recuperar contraseña'). */
  formLabel: string;
  sentTitle: string;
  sentHeading: string;
  sentLines: readonly [string, string];
}

interface EmailRequestScreenProps {
  texts: EmailRequestTexts;
  destinations: RecoveryDestinations;
}

/**
 * One e-mail field, ENVIAR and 'Volver a inicio'; once sent, the same page in its sent state.
 * The answer is alike whether or not the address has an account, so the page says the same.
 * The request goes to the route's action (`./actions`), through this visit's fetcher: a later
 * visit to the screen starts at the form.
 */
export function EmailRequestScreen({ texts, destinations }: EmailRequestScreenProps) {
  const { login } = destinations;
  const fetcher = useFetcher<EmailRequestOutcome>();
  const submit = useSubmitOnce(fetcher);
  const own = fetcher.data;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fieldRef = useRef<HTMLInputElement>(null);

  if (own?.status === 'sent') {
    return (
      <PageLayout title={texts.sentTitle} heading={texts.sentHeading} focusHeading>
        <p className={pageStyles.text}>{texts.sentLines[0]}</p>
        <p className={pageStyles.text}>{texts.sentLines[1]}</p>
        <RouterButtonLink to={login} variant="primary" fullWidth>
          VOLVER A INICIO
        </RouterButtonLink>
      </PageLayout>
    );
  }

  const sending = fetcher.state !== 'idle';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    // One at a time: a second click sends nothing while the first is under way. The page's
    // loaders have nothing to read again after an e-mailed request.
    void submit({ email: email.trim() }, { method: 'post', defaultShouldRevalidate: false });
  }

  return (
    <PageLayout title={texts.title} heading={texts.heading}>
      <p className={pageStyles.text}>{texts.intro}</p>
      {own?.status === 'error' ? <Banner variant="error">{`error: ${own.error.message}`}</Banner> : null}
      <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={texts.formLabel}>
        <TextField
          ref={fieldRef}
          label="E-mail"
          type="email"
          name="email"
          placeholder="e-mail"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
          }}
          error={error}
          readOnly={sending}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" fullWidth busy={sending}>
            ENVIAR
          </Button>
          <Link className={styles.backLink} to={login}>
            Volver a inicio
          </Link>
        </div>
      </form>
    </PageLayout>
  );
}
