import type { RecoveryDestinations } from '../paths';
import { EmailRequestScreen, type EmailRequestTexts } from './email-request-screen';

/** docs/product.md#password-recovery-and-validation, `/ResendVerification` (its title text 'validar tu cuenta?' kept in the h1). */
export const RESEND_VERIFICATION_TEXTS = {
  title: 'Validar tu cuenta',
  heading: '¿No pudiste validar tu cuenta?',
  intro: 'Ingresá el e-mail asociado a tu cuenta y vas a recibir instrucciones para validarla.',
  formLabel: 'Reenviar validación',
  sentTitle: 'Correo enviado',
  sentHeading: 'Revisá tu correo',
  sentLines: [
    'Si el mail ingresado coincide con una cuenta sin validar en el sitio, se han enviado a este las instrucciones para validar tu cuenta.',
    'Seguí el enlace que te enviamos por e-mail para activar tu cuenta y después ingresá con tu DNI o e-mail y tu contraseña.',
  ],
} as const satisfies EmailRequestTexts;

/** `/ResendVerification`: asks for the e-mail and sends `POST resendverification/`. */
export function ResendVerificationScreen({ destinations }: { destinations: RecoveryDestinations }) {
  return <EmailRequestScreen texts={RESEND_VERIFICATION_TEXTS} destinations={destinations} />;
}
