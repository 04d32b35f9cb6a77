import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { RECOVERY_PATHS } from '../paths';
import { FIRST_VISIT, RecoveryRouter } from '../stories/recovery-router';
import { type NewPasswordRequest, useRecoveryStore } from '../store';
import { ResetPasswordScreen } from './reset-password-screen';

function seed(newPassword: NewPasswordRequest = { status: 'idle' }) {
  return () => {
    useRecoveryStore.getState().reset();
    useRecoveryStore.setState({ newPassword });
    return () => useRecoveryStore.getState().reset();
  };
}

async function fill(canvasElement: HTMLElement, password: string, confirmation: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Contraseña nueva'), password);
  await userEvent.type(canvas.getByLabelText('Confirmar contraseña'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'GUARDAR CONTRASEÑA' }));
  return canvas;
}

const meta = {
  title: 'recovery/Reset password',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen', path: `${RECOVERY_PATHS.resetPassword}?token=demo-token` },
  decorators: [(Story, { parameters }) => <RecoveryRouter path={String(parameters.path)} screen={<Story />} />],
  beforeEach: seed(),
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form of the e-mailed link: a new password and its confirmation, each can be shown. */
export const Form: Story = {};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'abc', 'abc');
    await canvas.findByText('La contraseña debe tener entre 6 y 20 caracteres');
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'NuevaClave1', 'NuevaClave2');
    await canvas.findByText('Las contraseñas no coinciden.');
  },
};

export const Saving: Story = {
  beforeEach: seed({ status: 'loading', visit: FIRST_VISIT }),
};

export const Saved: Story = {
  beforeEach: seed({ status: 'success', visit: FIRST_VISIT }),
};

/** The service refused the link (used or expired): the reason and a way to ask for a new one. */
export const Refused: Story = {
  beforeEach: seed({
    status: 'error',
    visit: FIRST_VISIT,
    error: { message: 'El enlace para restablecer la contraseña no es válido o venció.', status: 400, isPinError: false },
  }),
};

/** The page without a token (a reload after it was read, or a cut-off link). */
export const MissingToken: Story = {
  parameters: { path: RECOVERY_PATHS.resetPassword },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
