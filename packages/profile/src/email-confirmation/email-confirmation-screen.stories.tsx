import { ERROR_MESSAGES } from '@portal/api-client';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import type { Meta, StoryObj } from '@storybook/react';
import { useMemo } from 'react';
import { within } from 'storybook/test';
import { PROFILE_PATHS } from '../paths';
import { type EmailConfirmation, forgetEmailConfirmations, useProfileFormStore } from '../store';
import { emailConfirmationStage } from '../test/email-confirmation-stage';
import { EmailConfirmationScreen } from './email-confirmation-screen';

/** The token the seeded stories' links carry (nothing is sent for a link the store already settled). */
const TOKEN = 'demo-token';

function Stage({ path }: { path: string }) {
  const router = useMemo(() => createTestRouter(emailConfirmationStage(), { initialEntries: [path] }), [path]);
  return <TestRouter router={router} />;
}

function seed(emailConfirmation: EmailConfirmation = { status: 'idle' }) {
  return () => {
    forgetEmailConfirmations();
    useProfileFormStore.getState().reset();
    useProfileFormStore.setState({ emailConfirmation });
    return () => {
      forgetEmailConfirmations();
      useProfileFormStore.getState().reset();
    };
  };
}

const headingShown = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name });

const meta = {
  title: 'Perfil/Confirmar el e-mail',
  component: EmailConfirmationScreen,
  args: { home: '/' },
  parameters: { layout: 'fullscreen', path: `${PROFILE_PATHS.confirmEmail}?token=${TOKEN}` },
  render: (_args, { parameters }) => <Stage path={String(parameters.path)} />,
  beforeEach: seed(),
} satisfies Meta<typeof EmailConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirming: Story = {
  name: 'Confirmando',
  beforeEach: seed({ status: 'loading', id: TOKEN }),
};

export const Confirmed: Story = {
  name: 'Confirmado',
  beforeEach: seed({ status: 'success', id: TOKEN, email: 'maria.laura@example.com' }),
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'Tu nuevo e-mail está confirmado');
  },
};

/** The service refused the link (used, expired or replaced): the reason, and the way back to the profile. */
export const Refused: Story = {
  name: 'Enlace rechazado',
  beforeEach: seed({
    status: 'error',
    id: TOKEN,
    reason: 'refused',
    message: 'El enlace para confirmar tu e-mail no es válido, ya fue usado o venció.',
  }),
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'No pudimos confirmar tu nuevo e-mail');
  },
};

/** No usable answer (a dropped line, a 5xx): the portal's message and 'Reintentar', the link kept. */
export const Unreachable: Story = {
  name: 'Sin respuesta',
  beforeEach: seed({ status: 'error', id: TOKEN, reason: 'unreachable', message: ERROR_MESSAGES.network }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Reintentar' });
  },
};

/** Sent to the fake services, which know no such token. */
export const RefusedLive: Story = {
  name: 'Enlace rechazado por los servicios',
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'No pudimos confirmar tu nuevo e-mail');
  },
};

/** No token (a reload of the cleaned page, or a cut-off link): refused without a call. */
export const Missing: Story = {
  name: 'Sin enlace',
  parameters: { path: PROFILE_PATHS.confirmEmail },
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'No pudimos confirmar tu nuevo e-mail');
  },
};
