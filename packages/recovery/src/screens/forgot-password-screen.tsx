import type { RecoveryDestinations } from '../paths';
import { EmailRequestScreen, type EmailRequestTexts } from './email-request-screen';

/** docs/product.md#password-recovery-and-validation, `/forgotpassword`: the texts of both states. */
export const FORGOT_PASSWORD_TEXTS = {
  title: 'Recuperar contraseña',
  heading: '¿Olvidaste tu contraseña?',
  intro: 'Ingresá tu e-mail y vas a recibir instrucciones para recuperarla.',
  formLabel: 'Recuperar contraseña',
  sentTitle: 'Instrucciones enviadas',
  sentHeading: 'Revisá tu correo',
  sentLines: [
    'Si el mail ingresado coincide con una cuenta asociada en el sitio, se han enviado a este las instrucciones para recuperar tu cuenta.',
    'Seguí el enlace que te enviamos por e-mail y completá los datos para cambiar tu contraseña.',
  ],
} as const satisfies EmailRequestTexts;

/** `/forgotpassword`: asks for the e-mail and sends `POST passwordreset/`. */
export function ForgotPasswordScreen({ destinations }: { destinations: RecoveryDestinations }) {
  return <EmailRequestScreen texts={FORGOT_PASSWORD_TEXTS} destinations={destinations} />;
}
