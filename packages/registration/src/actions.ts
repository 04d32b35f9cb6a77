import { type PortalError, refusalData as refusal, toPortalError } from '@portal/api-client';
import { checkDni, registerAccount } from '@portal/api-client/calls';
import type { ActionFunctionArgs } from 'react-router';

// The only module of this package that calls the services: the screen submits to its route's
// action through two fetchers, the DNI check and the registration, and shows what it returns. A
// refusal is data, never thrown.

/** `POST checkuser/`'s answer for one DNI (the DNI it is about, so a later one is not taken for it). */
export type DniCheckAnswer =
  | { status: 'free'; dni: string }
  | { status: 'taken'; dni: string }
  | { status: 'error'; dni: string; error: PortalError };

/**
 * What a registration came to. `refused`: the service refused the password (too common,
 * CONTRACT.md R8), said beside the field while that password is in it; `failed`: the service
 * refused otherwise (a taken DNI or e-mail, too many requests) or could not be reached.
 */
export type RegistrationOutcome =
  | { status: 'sent' }
  | { status: 'refused'; password: string; message: string }
  | { status: 'failed'; message: string };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

async function checkTheDni(dni: string): Promise<DniCheckAnswer> {
  try {
    return { status: await checkDni(dni), dni };
  } catch (cause) {
    return { status: 'error', dni, error: refusal(cause) };
  }
}

async function register(form: FormData): Promise<RegistrationOutcome> {
  const password = text(form, 'password');
  try {
    await registerAccount({
      first_name: text(form, 'first_name'),
      last_name: text(form, 'last_name'),
      dni: text(form, 'dni'),
      email: text(form, 'email'),
      password,
    });
    return { status: 'sent' };
  } catch (cause) {
    const error = toPortalError(cause);
    const refused = error.status === 400 ? error.fieldErrors?.password?.[0] : undefined;
    return refused ? { status: 'refused', password, message: refused } : { status: 'failed', message: error.message };
  }
}

/**
 * `/registrarse`'s action: `intent=check` asks `POST checkuser/` about `dni` (a read, but one with
 * a rate budget shared with the registration, R12: a fetcher submission, never revalidated);
 * `intent=register` sends `POST customuser/`.
 */
export async function registrationAction({ request }: ActionFunctionArgs): Promise<DniCheckAnswer | RegistrationOutcome> {
  const form = await request.formData();
  return text(form, 'intent') === 'check' ? checkTheDni(text(form, 'dni')) : register(form);
}
