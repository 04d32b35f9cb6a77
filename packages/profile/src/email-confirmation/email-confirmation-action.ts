import { confirmEmailChange } from '@portal/api-client/calls';
import { emailLinkAction } from '../email-link/email-link-action';

/** `/confirmar-email`'s route action: `POST emailchange/confirm/` with the link's token; the answer is the new address. */
export const confirmEmailAction = emailLinkAction(confirmEmailChange, {
  missing: 'El enlace no trae el código para confirmar tu e-mail. Abrilo de nuevo desde el correo que te enviamos.',
  malformed: 'El enlace no es uno de los que envía el portal. Abrilo de nuevo desde el correo que te enviamos.',
});
