import { tooManyRequestsMessage } from '@portal/api-client';
import { DEMO_RESIDENT } from '@portal/fake-services';
import { userEvent, within } from 'storybook/test';
import type { EmailRequestTexts } from '../screens/email-request-screen';
import { type EmailRequest, useRecoveryStore } from '../store';
import { FIRST_VISIT } from './recovery-router';

type Key = 'passwordReset' | 'verificationResend';

/** A story's `beforeEach`: the store fresh, with the screen's request in the given state. */
export function seedRequest(key: Key, request: EmailRequest = { status: 'idle' }) {
  return () => {
    useRecoveryStore.getState().reset();
    useRecoveryStore.setState({ [key]: request });
    return () => useRecoveryStore.getState().reset();
  };
}

/**
 * The states every e-mail request screen has (`/forgotpassword`, `/ResendVerification`): each
 * stories file names them with its own meta, so both screens show the same set.
 */
export function emailRequestStories(key: Key, texts: EmailRequestTexts) {
  const visit = { visit: FIRST_VISIT, email: DEMO_RESIDENT.email };
  return {
    Form: { name: 'Formulario' },
    /** ENVIAR with an address that is not one: the field says why, nothing is sent. */
    InvalidEmail: {
      name: 'E-mail no válido',
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await userEvent.type(canvas.getByLabelText('E-mail'), 'vecina@');
        await userEvent.click(canvas.getByRole('button', { name: 'ENVIAR' }));
        await canvas.findByText('El e-mail no es válido');
      },
    },
    Sending: { name: 'Enviando', beforeEach: seedRequest(key, { status: 'loading', ...visit }) },
    Sent: { name: 'Enviado', beforeEach: seedRequest(key, { status: 'sent', ...visit }) },
    /** Sent against the fake services: the same page for a known address as for an unknown one. */
    SentLive: {
      name: 'Enviado, contra los servicios simulados',
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await userEvent.type(canvas.getByLabelText('E-mail'), 'nadie@example.com');
        await userEvent.click(canvas.getByRole('button', { name: 'ENVIAR' }));
        await canvas.findByText(texts.sentLines[0]);
      },
    },
    /** The auth service did not answer: the red banner, the address kept for another try. */
    ServiceError: {
      name: 'Sin respuesta del servicio',
      beforeEach: seedRequest(key, {
        status: 'error',
        ...visit,
        error: { message: 'El servicio no pudo completar la operación. Intentá de nuevo más tarde.', status: 500, isPinError: false },
      }),
    },
    /** A fourth e-mail asked for within 15 minutes: the service answers 429; the banner says how long to wait, the address kept. */
    TooManyRequests: {
      name: 'Demasiados pedidos',
      beforeEach: seedRequest(key, {
        status: 'error',
        ...visit,
        error: { message: tooManyRequestsMessage(720), status: 429, isPinError: false, retryAfter: 720 },
      }),
    },
    Phone: { name: 'En el teléfono', globals: { viewport: { value: 'phone', isRotated: false } } },
  };
}
