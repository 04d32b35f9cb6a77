import { SUPPORT_REQUEST_FAILED_MESSAGE, type SupportRequest, toPortalError } from '@portal/api-client';
import { sendSupportRequest } from '@portal/api-client/calls';
import type { ActionFunctionArgs } from 'react-router';

// Beside actions.ts, the other module of this package that calls a service. It comes with the page,
// as the support form does (the shell hands the form to the login screen): a resident who lost the
// connection gets the form's own failure, not a page that could not download its action.

export type SupportOutcome = { status: 'sent'; claimNumber: number } | { status: 'failed'; message: string };

const SUPPORT_FIELDS = ['nombre', 'apellido', 'dni', 'correo', 'telefono_movil', 'descripcion'] as const;

/** The support request (`api/solicitud` of the incident service), from the login screen or the profile form. */
export async function supportRequestAction({ request }: ActionFunctionArgs): Promise<SupportOutcome> {
  const form = await request.formData();
  const values = Object.fromEntries(SUPPORT_FIELDS.map((name) => [name, text(form, name)])) as unknown as SupportRequest;
  try {
    return { status: 'sent', claimNumber: await sendSupportRequest(values) };
  } catch (cause) {
    const error = toPortalError(cause);
    // The server's message when it answered with one; no answer at all gets the support request's own fallback.
    const message = error.status >= 400 && error.message.trim() !== '' ? error.message : SUPPORT_REQUEST_FAILED_MESSAGE;
    return { status: 'failed', message };
  }
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
