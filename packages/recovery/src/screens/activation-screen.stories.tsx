import { ERROR_MESSAGES } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react';
import { within } from 'storybook/test';
import { type ActivationOutcome, activationAction } from '../actions';
import { RECOVERY_PATHS } from '../paths';
import { answers, atRecoveryRoute, neverAnswers } from '../stories/recovery-router';
import { TEST_DESTINATIONS } from '../test/destinations';
import { ActivationScreen } from './activation-screen';

/** The token the stories' links carry: a story's stand-in action answers for it, or the fakes refuse it. */
const TOKEN = 'demo-token';

/** The route's action standing in for the service's answer to the link. */
function answering(outcome: ActivationOutcome) {
  return { action: answers(outcome) };
}

async function headingShown(canvasElement: HTMLElement, name: string) {
  await within(canvasElement).findByRole('heading', { level: 1, name });
}

const meta = {
  title: 'Registro/Activación de la cuenta',
  component: ActivationScreen,
  // The shell hands in the login screen these pages lead back to; here it is a stand-in.
  args: { destinations: TEST_DESTINATIONS },
  parameters: { layout: 'fullscreen', path: `${RECOVERY_PATHS.activate}?token=${TOKEN}` },
  decorators: [atRecoveryRoute(activationAction)],
} satisfies Meta<typeof ActivationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activating: Story = {
  name: 'Activando',
  parameters: { action: neverAnswers },
};

export const Activated: Story = {
  name: 'Cuenta activada',
  parameters: answering({ status: 'success' }),
  play: ({ canvasElement }) => headingShown(canvasElement, 'Tu cuenta está activada'),
};

/** The service refused the link (used or expired): the reason and a way to ask for a new one. */
export const Refused: Story = {
  name: 'Enlace rechazado',
  parameters: answering({ status: 'error', reason: 'refused', message: 'El enlace de activación no es válido o ya fue usado.' }),
  play: ({ canvasElement }) => headingShown(canvasElement, 'No pudimos activar tu cuenta'),
};

/** No usable answer (a dropped line, a 5xx): the portal's message and 'Reintentar', the link kept. */
export const Unreachable: Story = {
  name: 'Sin respuesta del servicio',
  parameters: answering({ status: 'error', reason: 'unreachable', message: ERROR_MESSAGES.network }),
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'No pudimos activar tu cuenta');
    await within(canvasElement).findByRole('button', { name: 'Reintentar' });
  },
};

/** Sent to the fake services, which know no such token. */
export const RefusedLive: Story = {
  name: 'Enlace rechazado, contra los servicios simulados',
  play: ({ canvasElement }) => headingShown(canvasElement, 'No pudimos activar tu cuenta'),
};

/** No token (a reload of the cleaned page, or a cut-off link): refused without a call. */
export const Missing: Story = {
  name: 'Enlace incompleto',
  parameters: { path: RECOVERY_PATHS.activate },
  play: ({ canvasElement }) => headingShown(canvasElement, 'No pudimos activar tu cuenta'),
};

export const Phone: Story = {
  name: 'En el teléfono',
  parameters: answering({ status: 'success' }),
  globals: { viewport: { value: 'phone', isRotated: false } },
};
