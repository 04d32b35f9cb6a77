import { tooManyRequestsMessage } from '@portal/api-client';
import { DEMO_RESIDENT } from '@portal/fake-services';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EmailRequestOutcome } from '../actions';
import type { EmailRequestTexts } from '../screens/email-request-screen';
import { answers, neverAnswers } from './recovery-router';

const email = DEMO_RESIDENT.email;

/** Types the demo resident's address and presses ENVIAR. */
async function send({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('E-mail'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'ENVIAR' }));
  return canvas;
}

/** The route's action standing in for the service's answer (the stories' `parameters.action`). */
function answering(outcome: EmailRequestOutcome) {
  return { action: answers(outcome) };
}

/**
 * The states every e-mail request screen has (`/forgotpassword`, `/ResendVerification`): each
 * stories file names them with its own meta, so both screens show the same set. Without
 * `parameters.action`, the route's own action sends the request to the fake services.
 */
export function emailRequestStories(texts: EmailRequestTexts) {
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
    Sending: {
      name: 'Enviando',
      parameters: { action: neverAnswers },
      play: async (context: { canvasElement: HTMLElement }) => {
        const canvas = await send(context);
        await waitFor(() => expect(canvas.getByRole('button', { name: 'ENVIAR' })).toHaveAttribute('aria-busy', 'true'));
      },
    },
    Sent: {
      name: 'Enviado',
      parameters: answering({ status: 'sent', email }),
      play: async (context: { canvasElement: HTMLElement }) => {
        const canvas = await send(context);
        await canvas.findByText(texts.sentLines[0]);
      },
    },
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
      parameters: answering({
        status: 'error',
        email,
        error: { message: 'El servicio no pudo completar la operación. Intentá de nuevo más tarde.', status: 500, isPinError: false },
      }),
      play: async (context: { canvasElement: HTMLElement }) => {
        const canvas = await send(context);
        await canvas.findByRole('alert');
      },
    },
    /** A fourth e-mail asked for within 15 minutes: the service answers 429; the banner says how long to wait, the address kept. */
    TooManyRequests: {
      name: 'Demasiados pedidos',
      parameters: answering({
        status: 'error',
        email,
        error: { message: tooManyRequestsMessage(720), status: 429, isPinError: false, retryAfter: 720 },
      }),
      play: async (context: { canvasElement: HTMLElement }) => {
        const canvas = await send(context);
        await canvas.findByRole('alert');
      },
    },
    Phone: { name: 'En el teléfono', globals: { viewport: { value: 'phone', isRotated: false } } },
  };
}
