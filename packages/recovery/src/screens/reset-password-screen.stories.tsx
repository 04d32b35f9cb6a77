import { COMMON_PASSWORD_MESSAGE, DEMO_RESIDENT, type FakeState } from '@portal/fake-services';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type NewPasswordOutcome, newPasswordAction } from '../actions';
import { RECOVERY_PATHS } from '../paths';
import { answers, atRecoveryRoute, neverAnswers } from '../stories/recovery-router';
import { TEST_DESTINATIONS } from '../test/destinations';
import { ResetPasswordScreen } from './reset-password-screen';

/** The route's action standing in for the service's answer to the new password. */
function answering(outcome: NewPasswordOutcome) {
  return { action: answers(outcome) };
}

async function fill(canvasElement: HTMLElement, password: string, confirmation: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Contraseña nueva'), password);
  await userEvent.type(canvas.getByLabelText('Confirmar contraseña'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'GUARDAR CONTRASEÑA' }));
  return canvas;
}

/** 64 characters (accents and an emoji), 65 UTF-16 units. */
const PASSPHRASE = 'la ría de Bahía Blanca tiene cangrejales, salitrales y vientos 🧉';

/**
 * For stories that send the form to the fake: the page of a real reset link. `fakeServices` (run
 * on the story's fresh fake before it renders) asks for one for the demo resident and keeps the
 * page it e-mailed, which `parameters.path` then opens, so the token is one the fake knows.
 */
const emailedLink = { path: '' };
const REAL_RESET_LINK = {
  fakeServices: (state: FakeState) => {
    state.passwordReset(DEMO_RESIDENT.email);
    const link = new URL(state.mailbox.findLast((mail) => mail.link !== undefined)?.link ?? '');
    emailedLink.path = `${link.pathname}${link.search}`;
  },
  path: () => emailedLink.path,
};

const meta = {
  title: 'Recuperar la contraseña/Nueva contraseña',
  component: ResetPasswordScreen,
  // The shell hands in the login screen these pages lead back to; here it is a stand-in.
  args: { destinations: TEST_DESTINATIONS },
  parameters: { layout: 'fullscreen', path: `${RECOVERY_PATHS.resetPassword}?token=demo-token` },
  decorators: [atRecoveryRoute(newPasswordAction)],
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form of the e-mailed link: a new password and its confirmation, each can be shown. */
export const Form: Story = { name: 'Formulario' };

/** Seven characters: 'La contraseña debe tener entre 8 y 64 caracteres', before anything is sent. */
export const TooShort: Story = {
  name: 'Contraseña muy corta',
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Secreta', 'Secreta');
    await canvas.findByText('La contraseña debe tener entre 8 y 64 caracteres');
  },
};

/** A 64-character passphrase with accents and an emoji, shown: accepted as it is. */
export const LongPassphrase: Story = {
  name: 'Una frase larga como contraseña',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Contraseña nueva', 'Confirmar contraseña']) {
      await userEvent.click(canvas.getByLabelText(label));
      await userEvent.paste(PASSPHRASE);
    }
    for (const toggle of canvas.getAllByRole('button', { name: 'Mostrar contraseña' })) {
      await userEvent.click(toggle);
    }
  },
};

/**
 * The fake refuses one of the commonest passwords: its reason beside the field, which takes the
 * focus; the link still works (no banner, no 'Pedir un nuevo enlace').
 */
export const CommonPasswordRefused: Story = {
  name: 'Contraseña demasiado común',
  parameters: REAL_RESET_LINK,
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Password1', 'Password1');
    await canvas.findByText(COMMON_PASSWORD_MESSAGE);
  },
};

export const Mismatch: Story = {
  name: 'Las contraseñas no coinciden',
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'NuevaClave1', 'NuevaClave2');
    await canvas.findByText('Las contraseñas no coinciden.');
  },
};

export const Saving: Story = {
  name: 'Guardando',
  parameters: { action: neverAnswers },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'NuevaClave1', 'NuevaClave1');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'GUARDAR CONTRASEÑA' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Saved: Story = {
  name: 'Contraseña cambiada',
  parameters: answering({ status: 'success' }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'NuevaClave1', 'NuevaClave1');
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Tu contraseña fue actualizada' });
  },
};

/** The service refused the link (used or expired): the reason and a way to ask for a new one. */
export const Refused: Story = {
  name: 'Enlace rechazado',
  parameters: answering({
    status: 'error',
    error: { message: 'El enlace para restablecer la contraseña no es válido o venció.', status: 400, isPinError: false },
  }),
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'NuevaClave1', 'NuevaClave1');
    await canvas.findByRole('alert');
  },
};

/** The page without a token (a reload after it was read, or a cut-off link). */
export const MissingToken: Story = {
  name: 'Enlace incompleto',
  parameters: { path: RECOVERY_PATHS.resetPassword },
};

export const Phone: Story = {
  name: 'En el teléfono',
  globals: { viewport: { value: 'phone', isRotated: false } },
};
