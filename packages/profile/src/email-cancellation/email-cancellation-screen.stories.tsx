import type { FakeState } from '@portal/fake-services';
import type { Meta, StoryObj } from '@storybook/react';
import { within } from 'storybook/test';
import { PROFILE_PATHS } from '../paths';
import { askedChange, EmailLinkStage } from '../test/email-confirmation-stage';
import { EmailCancellationScreen } from './email-cancellation-screen';

/** The longest delay a fault may have: an answer that never comes while a story is looked at. */
const FOREVER_MS = 2_147_483_647;

const asked = askedChange();
const used = askedChange('cancel');

const headingShown = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name });

const meta = {
  title: 'Perfil/Cancelar el cambio de e-mail',
  component: EmailCancellationScreen,
  args: { home: '/', forgotPassword: '/forgotpassword' },
  // A function, not the path: the link is known once the story's fake services are prepared.
  parameters: { layout: 'fullscreen', fakeServices: asked.prepare, path: () => asked.links.cancel },
  render: (_args, { parameters }) => <EmailLinkStage path={(parameters.path as () => string)()} />,
} satisfies Meta<typeof EmailCancellationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent, while the service answers. */
export const Cancelling: Story = {
  name: 'Cancelando',
  parameters: {
    fakeServices: (state: FakeState) => {
      asked.prepare(state);
      state.faults.auth = { mode: 'slow', delayMs: FOREVER_MS };
    },
  },
};

/** The change cancelled: the service's answer and the advice to reset the password. */
export const Cancelled: Story = {
  name: 'Cancelado',
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'Cancelamos el cambio de e-mail');
  },
};

/** The service refused the link (here, one already used). */
export const Refused: Story = {
  name: 'Enlace rechazado',
  parameters: { fakeServices: used.prepare, path: () => used.links.cancel },
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'No pudimos cancelar el cambio de e-mail');
  },
};

/** No usable answer (a dropped line, a 5xx): the portal's message and 'Reintentar', the link kept. */
export const Unreachable: Story = {
  name: 'Sin respuesta',
  parameters: {
    fakeServices: (state: FakeState) => {
      asked.prepare(state);
      state.faults.auth = { mode: 'fail' };
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Reintentar' });
  },
};

/** Sent to the fake services, which know no such token. */
export const RefusedLive: Story = {
  name: 'Enlace rechazado por los servicios',
  parameters: { fakeServices: undefined, path: () => `${PROFILE_PATHS.cancelEmail}?token=demo-token` },
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'No pudimos cancelar el cambio de e-mail');
  },
};

/** No token (a reload of the cleaned page, or a cut-off link): refused without a call. */
export const Missing: Story = {
  name: 'Sin enlace',
  parameters: { fakeServices: undefined, path: () => PROFILE_PATHS.cancelEmail },
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'No pudimos cancelar el cambio de e-mail');
  },
};
