// biome-ignore-all assist/source/organizeImports: the import order here is the order of the stylesheets vanilla-extract emits, and a later rule wins a tie; sorting would change which one.
import { Banner, Button, PageLayout, RouterButtonLink, TextField, useSubmitOnce } from '@portal/ui-kit';
import * as pageStyles from '@portal/ui-kit/status-page-styles';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
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

/**
 * The history entry's state once its request was sent, so that Back or Forward to that entry
 * shows the sent state again (a fetcher's answer is its visit's, gone when the screen is left).
 * It holds this document's start (`performance.timeOrigin`), nothing of the resident: a reload,
 * or a later visit from another site, is a new document and starts at the form as before, and a
 * prerendered page hydrates as it was drawn.
 */
const SENT_STATE_KEY = 'emailRequestSent';

/** When this document started; null in a browser without it, which keeps the answer in the visit's fetcher alone. */
function documentStart(): number | null {
  return typeof performance.timeOrigin === 'number' ? performance.timeOrigin : null;
}

function sentInThisDocument(state: unknown): boolean {
  const start = documentStart();
  if (start === null || typeof state !== 'object' || state === null) return false;
  return (state as Record<string, unknown>)[SENT_STATE_KEY] === start;
}

interface EmailRequestScreenProps {
  texts: EmailRequestTexts;
  destinations: RecoveryDestinations;
}

/**
 * One e-mail field, ENVIAR and 'Volver a inicio'; once sent, the same page in its sent state.
 * The answer is alike whether or not the address has an account, so the page says the same.
 * The request goes to the route's action (`./actions`), through this visit's fetcher; once it is
 * sent, the entry itself is marked so (`SENT_STATE_KEY`), and Back or Forward to it shows the sent
 * state. A later visit to the screen starts at the form.
 */
export function EmailRequestScreen({ texts, destinations }: EmailRequestScreenProps) {
  const { login } = destinations;
  const fetcher = useFetcher<EmailRequestOutcome>();
  const submit = useSubmitOnce(fetcher);
  const own = fetcher.data;
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fieldRef = useRef<HTMLInputElement>(null);
  const entrySent = sentInThisDocument(location.state);

  // An action's redirect carries no location state, so the answer marks the entry from here: the
  // same address, replaced in place, nothing sent again.
  useEffect(() => {
    const start = documentStart();
    if (own?.status !== 'sent' || entrySent || start === null) return;
    const { pathname, search, hash, state } = location;
    const kept = typeof state === 'object' && state !== null ? state : {};
    void navigate({ pathname, search, hash }, { replace: true, state: { ...kept, [SENT_STATE_KEY]: start } });
  }, [own, entrySent, location, navigate]);

  if (own?.status === 'sent' || entrySent) {
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
