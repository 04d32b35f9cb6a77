import { REGISTRATION_DNI_LENGTH } from '@portal/rules';
import { create } from 'zustand';
import type { DniCheckAnswer } from './actions';
import { isValidDni, REGISTRATION_MESSAGES, type RegistrationValues } from './validation';

/** Where the DNI check stands for the DNI typed, one union as ory/elements holds its flow state. */
export type DniCheck =
  | { status: 'idle' }
  | { status: 'checking'; dni: string }
  /** 8 or more characters that are not 8 digits: not worth asking the service. */
  | { status: 'invalid'; dni: string }
  | DniCheckAnswer;

/**
 * What only the browser knows of a registration: the form as typed, and which DNI's check counts.
 * Never persisted (a form with personal data, passwords among it); the screen resets it when it
 * unmounts. Read by the registration screen only. The service's answers are the route's action's
 * (the screen's fetchers), never kept here.
 */
export interface RegistrationState {
  values: RegistrationValues;
  /** The DNI whose check answer counts: the latest asked about; null when none does. */
  asked: string | null;
}

interface RegistrationActions {
  /**
   * Sets the DNI, given where its check stands; returns the DNI to ask the service about, or null.
   * From 8 characters on, a changed DNI is asked about at once (docs/product.md#registration).
   */
  setDni: (dni: string, check: DniCheck) => string | null;
  setField: (field: Exclude<keyof RegistrationValues, 'dni'>, value: string) => void;
  /** Back to an empty form: no answer counts any more. */
  reset: () => void;
}

export type RegistrationStore = RegistrationState & RegistrationActions;

const EMPTY_VALUES: RegistrationValues = {
  dni: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmation: '',
};

export const initialRegistrationState: RegistrationState = { values: EMPTY_VALUES, asked: null };

export const useRegistrationStore = create<RegistrationStore>()((set, get) => ({
  ...initialRegistrationState,

  setDni: (dni, check) => {
    const values = { ...get().values, dni };
    if (dni.length >= REGISTRATION_DNI_LENGTH) {
      // docs/product.md#registration: the check runs when the DNI has 8 or more characters and has changed.
      const sameAsChecked = check.status !== 'idle' && check.status !== 'error' && check.dni === dni;
      if (sameAsChecked) {
        set({ values });
        return null;
      }
      // Not 8 digits: said without asking (dniCheckOf), and an answer still on its way no longer counts.
      const asked = isValidDni(dni) ? dni.trim() : null;
      set({ values, asked });
      return asked;
    }
    // Below 8 characters nothing is checked. A DNI already found free keeps the form open (the
    // submit's own rule catches a DNI shortened afterwards); any other outcome is forgotten.
    set(check.status === 'free' ? { values } : { values, asked: null });
    return null;
  },

  setField: (field, value) => set({ values: { ...get().values, [field]: value } }),

  reset: () => set(initialRegistrationState),
}));

/**
 * Where the check stands for `dni`: `asked` is the DNI whose answer counts; `answer` and `pending`
 * are the DNI check fetcher's data and whether it is under way (it asks only about `asked`).
 */
export function dniCheckOf(dni: string, asked: string | null, answer: DniCheckAnswer | undefined, pending: boolean): DniCheck {
  if (asked === null) return dni.length >= REGISTRATION_DNI_LENGTH && !isValidDni(dni) ? { status: 'invalid', dni } : { status: 'idle' };
  if (!pending && answer?.dni === asked) return answer;
  return { status: 'checking', dni: asked };
}

/** The service's refusal of the password in the field; null once the resident changed it. */
export function refusedPasswordMessage(password: string, refusal: { password: string; message: string } | null): string | null {
  return refusal !== null && refusal.password === password ? refusal.message : null;
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
