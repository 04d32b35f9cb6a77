import { cancelEmailChange } from '@portal/api-client/calls';
import { emailLinkAction } from '../email-link/email-link-action';

/** `/cancelar-email`'s route action: `POST emailchange/cancel/` with the link's token; the answer is the service's text. */
export const cancelEmailAction = emailLinkAction(cancelEmailChange, {
  missing: 'El enlace no trae el código para cancelar el cambio de e-mail. Abrilo de nuevo desde el correo que te enviamos.',
  malformed: 'El enlace no es uno de los que envía el portal. Abrilo de nuevo desde el correo que te enviamos.',
});
