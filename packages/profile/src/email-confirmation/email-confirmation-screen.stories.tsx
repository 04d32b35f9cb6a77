import type { FakeState } from '@portal/fake-services';
import type { Meta, StoryObj } from '@storybook/react';
import { within } from 'storybook/test';
import { PROFILE_PATHS } from '../paths';
import { askedChange, EmailLinkStage } from '../test/email-confirmation-stage';
import { EmailConfirmationScreen } from './email-confirmation-screen';

/** The longest delay a fault may have: an answer that never comes while a story is looked at. */
const FOREVER_MS = 2_147_483_647;

const asked = askedChange();
const used = askedChange('confirm');

const headingShown = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name });

const meta = {
  title: 'Perfil/Confirmar el e-mail',
  component: EmailConfirmationScreen,
  args: { home: '/' },
  // A function, not the path: the link is known once the story's fake services are prepared.
  parameters: { layout: 'fullscreen', fakeServices: asked.prepare, path: () => asked.links.confirm },
  render: (_args, { parameters }) => <EmailLinkStage path={(parameters.path as () => string)()} />,
} satisfies Meta<typeof EmailConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent, while the service answers. */
export const Confirming: Story = {
  name: 'Confirmando',
  parameters: {
    fakeServices: (state: FakeState) => {
      asked.prepare(state);
      state.faults.auth = { mode: 'slow', delayMs: FOREVER_MS };
    },
  },
};

export const Confirmed: Story = {
  name: 'Confirmado',
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'Tu nuevo e-mail está confirmado');
  },
};

/** The service refused the link (here, one already used): the reason, and the way back to the profile. */
export const Refused: Story = {
  name: 'Enlace rechazado',
  parameters: { fakeServices: used.prepare, path: () => used.links.confirm },
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'No pudimos confirmar tu nuevo e-mail');
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
  parameters: { fakeServices: undefined, path: () => `${PROFILE_PATHS.confirmEmail}?token=demo-token` },
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'No pudimos confirmar tu nuevo e-mail');
  },
};

/** No token (a reload of the cleaned page, or a cut-off link): refused without a call. */
export const Missing: Story = {
  name: 'Sin enlace',
  parameters: { fakeServices: undefined, path: () => PROFILE_PATHS.confirmEmail },
  play: async ({ canvasElement }) => {
    await headingShown(canvasElement, 'No pudimos confirmar tu nuevo e-mail');
  },
};
