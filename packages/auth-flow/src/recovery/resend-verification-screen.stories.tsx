import { DEMO_RESIDENT } from '@portal/fake-services';
import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { AUTH_PATHS } from '../paths';
import { FIRST_VISIT, RecoveryRouter } from '../stories/recovery-router';
import { useAuthStore } from '../store';
import { RESEND_VERIFICATION_TEXTS, ResendVerificationScreen } from './resend-verification-screen';
import type { EmailRequest } from './recovery-slice';

function seed(verificationResend: EmailRequest = { status: 'idle' }) {
  return () => {
    useAuthStore.getState().reset();
    useAuthStore.setState({ verificationResend });
    return () => useAuthStore.getState().reset();
  };
}

const meta = {
  title: 'auth-flow/Resend validation',
  component: ResendVerificationScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <RecoveryRouter path={AUTH_PATHS.resendVerification} screen={<Story />} />],
  beforeEach: seed(),
} satisfies Meta<typeof ResendVerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form state: try the e-mail of an account registered and not yet activated. */
export const Form: Story = {};

/** ENVIAR with an address that is not one: the field says why, nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), 'vecina@');
    await userEvent.click(canvas.getByRole('button', { name: 'ENVIAR' }));
    await canvas.findByText('El email no es valido');
  },
};

export const Sending: Story = {
  beforeEach: seed({ status: 'loading', visit: FIRST_VISIT, email: DEMO_RESIDENT.email }),
};

export const Sent: Story = {
  beforeEach: seed({ status: 'sent', visit: FIRST_VISIT, email: DEMO_RESIDENT.email }),
};

/** Sent against the fake services: the same page for a known address as for an unknown one. */
export const SentLive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), 'nadie@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'ENVIAR' }));
    await canvas.findByText(RESEND_VERIFICATION_TEXTS.sentLines[0]);
  },
};

/** The auth service did not answer: the red banner, the address kept for another try. */
export const ServiceError: Story = {
  beforeEach: seed({
    status: 'error',
    visit: FIRST_VISIT,
    email: DEMO_RESIDENT.email,
    error: { message: 'Error interno del servicio (falla simulada).', status: 500, isPinError: false },
  }),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
