import { ERROR_MESSAGES } from '@portal/api-client';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import type { Meta, StoryObj } from '@storybook/react';
import { useMemo } from 'react';
import { within } from 'storybook/test';
import { PROFILE_PATHS } from '../paths';
import { type EmailCancellation, forgetEmailConfirmations, useProfileFormStore } from '../store';
import { emailConfirmationStage } from '../test/email-confirmation-stage';
import { EmailCancellationScreen } from './email-cancellation-screen';

/** The token the seeded stories' links carry (nothing is sent for a link the store already settled). */
const TOKEN = 'demo-token';

function Stage({ path }: { path: string }) {
  const router = useMemo(() => createTestRouter(emailConfirmationStage(), { initialEntries: [path] }), [path]);
  return <TestRouter router={router} />;
}

function seed(emailCancellation: EmailCancellation = { status: 'idle' }) {
  return () => {
    forgetEmailConfirmations();
    useProfileFormStore.getState().reset();
    useProfileFormStore.setState({ emailCancellation });
    return () => {
      forgetEmailConfirmations();
      useProfileFormStore.getState().reset();
    };
  };
}

const headingShown = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name });

const meta = {
  title: 'Perfil/Cancelar el cambio de e-mail',
  component: EmailCancellationScreen,
  args: { home: '/', forgotPassword: '/forgotpassword' },
  parameters: { layout: 'fullscreen', path: `${PROFILE_PATHS.cancelEmail}?token=${TOKEN}` },
  render: (_args, { parameters }) => <Stage path={String(parameters.path)} />,
  beforeEach: seed(),
} satisfies Meta<typeof EmailCancellationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cancelling: Story = {
  name: 'Cancelando',
  beforeEach: seed({ status: 'loading', id: TOKEN }),
};

/** The change cancelled: the service's answer and the advice to reset the password. */
export const Cancelled: Story = {
  name: 'Cancelado',
  beforeEach: seed({
    status: 'success',
    id: TOKEN,
    message: 'Cancelamos el cambio de e-mail. Tu cuenta sigue con el e-mail de siempre.',
  }),
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'Cancelamos el cambio de e-mail');
  },
};

/** The service refused the link (used, expired, or the change already confirmed). */
export const Refused: Story = {
  name: 'Enlace rechazado',
  beforeEach: seed({
    status: 'error',
    id: TOKEN,
    reason: 'refused',
    message: 'El enlace para cancelar el cambio de e-mail no es válido, ya fue usado o venció.',
  }),
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'No pudimos cancelar el cambio de e-mail');
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
    await headingShown(canvasElement, 'No pudimos cancelar el cambio de e-mail');
  },
};

/** No token (a reload of the cleaned page, or a cut-off link): refused without a call. */
export const Missing: Story = {
  name: 'Sin enlace',
  parameters: { path: PROFILE_PATHS.cancelEmail },
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'No pudimos cancelar el cambio de e-mail');
  },
};
