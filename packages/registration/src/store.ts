import {
  checkDni,
  type Load,
  latestAnswer,
  type PortalError,
  type RegistrationAnswer,
  registerAccount,
  toPortalError,
} from '@portal/api-client';
import { REGISTRATION_DNI_LENGTH } from '@portal/rules';
import { create } from 'zustand';
import { isValidDni, REGISTRATION_MESSAGES, type RegistrationField, type RegistrationValues, validateRegistration } from './validation';

/** `POST checkuser/` for the DNI typed, one union as ory/elements holds its flow state. */
export type DniCheck =
  | { status: 'idle' }
  | { status: 'checking'; dni: string }
  | { status: 'free'; dni: string }
  | { status: 'taken'; dni: string }
  /** 8 or more characters that are not 8 digits: not worth asking the service. */
  | { status: 'invalid'; dni: string }
  | { status: 'error'; dni: string; error: PortalError };

/** `POST customuser/`. */
type Submission = Load<RegistrationAnswer>;

/**
 * What a submit ended in. `invalid`: the first failing rule (the toast's text and the field to
 * fix); `refused`: the service refused the password (too common, CONTRACT.md R8), said beside the
 * field; `failed`: the service refused otherwise or could not be reached; `busy`: a submit is in
 * flight.
 */
type SubmitOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; field: RegistrationField; message: string }
  | { status: 'refused'; field: 'password'; message: string }
  | { status: 'failed'; message: string }
  | { status: 'busy' };

/** The service's refusal of a password (`400 {password: [msg]}`), about the password it was sent. */
interface PasswordRefusal {
  password: string;
  message: string;
}

export interface RegistrationState {
  values: RegistrationValues;
  dniCheck: DniCheck;
  submission: Submission;
  /** docs/product.md#registration: true once the registration succeeded (the success modal shows); `reset` clears it. */
  confirmed: boolean;
  /** The last password the service refused, with its reason; shown while that password is in the field. */
  passwordRefusal: PasswordRefusal | null;
}

interface RegistrationActions {
  /** Sets the DNI; from 8 characters on, a changed DNI is checked at once. */
  setDni: (dni: string) => void;
  setField: (field: Exclude<RegistrationField, 'dni'>, value: string) => void;
  /** Asks `checkuser/` again after the check itself failed (no connection, service down). */
  retryDniCheck: () => void;
  /** Validates (in the order of docs/product.md#registration) and, when valid, sends the registration. */
  submit: () => Promise<SubmitOutcome>;
  /** Back to an empty form: `confirmed` false, nothing in flight counts any more. */
  reset: () => void;
}

export type RegistrationStore = RegistrationState & RegistrationActions;

export const EMPTY_VALUES: RegistrationValues = {
  dni: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmation: '',
};

function initialState(): RegistrationState {
  return {
    values: EMPTY_VALUES,
    dniCheck: { status: 'idle' },
    submission: { status: 'idle' },
    confirmed: false,
    passwordRefusal: null,
  };
}

// Answers that arrive after the DNI changed again, or after a reset, are dropped.
const checks = latestAnswer();
const submits = latestAnswer();

export const useRegistrationStore = create<RegistrationStore>()((set, get) => {
  async function runCheck(dni: string) {
    const isLatest = checks.begin();
    set({ dniCheck: { status: 'checking', dni } });
    try {
      const answer = await checkDni(dni);
      if (!isLatest()) return;
      set({ dniCheck: { status: answer, dni } });
    } catch (error) {
      if (!isLatest()) return;
      set({ dniCheck: { status: 'error', dni, error: toPortalError(error) } });
    }
  }

  return {
    ...initialState(),

    setDni: (dni) => {
      const { values, dniCheck } = get();
      set({ values: { ...values, dni } });
      if (dni.length >= REGISTRATION_DNI_LENGTH) {
        // docs/product.md#registration: the check runs when the DNI has 8 or more characters and has changed.
        const sameAsChecked = dniCheck.status !== 'idle' && dniCheck.status !== 'error' && dniCheck.dni === dni;
        if (sameAsChecked) return;
        if (!isValidDni(dni)) {
          checks.drop();
          set({ dniCheck: { status: 'invalid', dni } });
          return;
        }
        void runCheck(dni.trim());
        return;
      }
      checks.drop();
      // Below 8 characters nothing is checked. A DNI already found free keeps the form open
      // (the submit's own rule catches a DNI shortened afterwards); any other outcome is forgotten.
      if (dniCheck.status !== 'free') set({ dniCheck: { status: 'idle' } });
    },

    setField: (field, value) => set({ values: { ...get().values, [field]: value } }),

    retryDniCheck: () => {
      const { dniCheck } = get();
      if (dniCheck.status === 'error') void runCheck(dniCheck.dni);
    },

    submit: async () => {
      const { values, submission } = get();
      if (submission.status === 'loading') return { status: 'busy' };
      const problem = validateRegistration(values);
      if (problem !== null) return { status: 'invalid', ...problem };
      const isLatest = submits.begin();
      set({ submission: { status: 'loading' } });
      try {
        const answer = await registerAccount({
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          dni: values.dni.trim(),
          email: values.email.trim(),
          password: values.password,
        });
        if (isLatest()) set({ submission: { status: 'success', data: answer }, confirmed: true });
        return { status: 'sent' };
      } catch (error) {
        const portalError = toPortalError(error);
        const refusal = portalError.status === 400 ? portalError.fieldErrors?.password?.[0] : undefined;
        if (isLatest()) {
          set({
            submission: { status: 'error', error: portalError },
            ...(refusal ? { passwordRefusal: { password: values.password, message: refusal } } : {}),
          });
        }
        if (refusal) return { status: 'refused', field: 'password', message: refusal };
        return { status: 'failed', message: portalError.message };
      }
    },

    reset: () => {
      checks.drop();
      submits.drop();
      set(initialState());
    },
  };
});

/** The service's refusal of the password in the field; null once the resident changed it. */
export function refusedPasswordMessage(state: Pick<RegistrationState, 'values' | 'passwordRefusal'>): string | null {
  const refusal = state.passwordRefusal;
  return refusal !== null && refusal.password === state.values.password ? refusal.message : null;
}

/** The text under the DNI for each outcome of the check (null: nothing to say). */
export function dniCheckMessage(check: DniCheck): string | null {
  switch (check.status) {
    case 'checking':
      return 'Verificando documento...';
    case 'free':
      return 'Documento disponible. Ya podés completar tus datos.';
    case 'taken':
      return REGISTRATION_MESSAGES.dniTaken;
    case 'invalid':
      return REGISTRATION_MESSAGES.dni;
    case 'error':
      // Too many checks from this client (CONTRACT.md, R12): how long to wait, as the mail-limited calls say it.
      return check.error.status === 429 ? check.error.message : `No pudimos verificar el documento. ${check.error.message}`;
    default:
      return null;
  }
}
