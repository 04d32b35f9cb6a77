import { DEMO_RESIDENT, NEW_RESIDENT } from '@portal/fake-services';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { EmailUndoScreen } from './email-undo-screen';
import { confirmedChange, EmailUndoStage, type UndoLink } from './email-undo-stories';

const NEW_PASSWORD = 'DeVueltaMiCuenta2025';

/** Types the new password twice and sends it, as the resident does. */
async function undoWith(canvasElement: HTMLElement, password = NEW_PASSWORD) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Contraseña nueva'), password);
  await userEvent.type(canvas.getByLabelText('Confirmar contraseña'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'DESHACER EL CAMBIO' }));
}

const levelOne = confirmedChange(NEW_RESIDENT.dni);
const levelTwo = confirmedChange(DEMO_RESIDENT.dni);
const withOwnProof = confirmedChange(DEMO_RESIDENT.dni, DEMO_RESIDENT.dni);
const withOtherProof = confirmedChange(DEMO_RESIDENT.dni, NEW_RESIDENT.dni);

const meta = {
  title: 'Perfil/Deshacer el cambio de e-mail',
  component: EmailUndoScreen,
  args: { home: '/' },
  parameters: { layout: 'fullscreen', fakeServices: levelOne.prepare, link: () => levelOne.link },
  // A function, not the object: Storybook copies the objects of parameters it merges.
  render: (_args, { parameters }) => <EmailUndoStage link={(parameters.link as () => UndoLink)()} />,
} satisfies Meta<typeof EmailUndoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link opened: what undoing does, and the new password twice. */
export const Form: Story = {
  name: 'Formulario',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Deshacé el cambio de e-mail' });
  },
};

/** Sent, while the service answers slowly: the button busy, the fields read-only. */
export const Sending: Story = {
  name: 'Enviando',
  parameters: {
    fakeServices: (state: Parameters<typeof levelOne.prepare>[0]) => {
      levelOne.prepare(state);
      state.faults.auth = { mode: 'slow', delayMs: 60_000 };
    },
  },
  play: async ({ canvasElement }) => {
    await undoWith(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'DESHACER EL CAMBIO', busy: true })).toBeDisabled();
  },
};

/** Undone: the service's text and the way to sign in with the new password. */
export const Undone: Story = {
  name: 'Cambio deshecho',
  play: async ({ canvasElement }) => {
    await undoWith(canvasElement);
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Deshicimos el cambio de e-mail' });
  },
};

/** A link the service does not know (used, expired or invented): refused, with what to do. */
export const RefusedLink: Story = {
  name: 'Enlace rechazado',
  parameters: { fakeServices: undefined, link: () => ({ path: '/deshacer-email?token=enlace-inventado', handedBack: null }) },
  play: async ({ canvasElement }) => {
    await undoWith(canvasElement);
    await within(canvasElement).findByRole('heading', { level: 1, name: 'No pudimos deshacer el cambio de e-mail' });
  },
};

/** A link without its token (cut off): refused without a call. */
export const IncompleteLink: Story = {
  name: 'Enlace incompleto',
  parameters: { fakeServices: undefined, link: () => ({ path: '/deshacer-email', handedBack: null }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('El enlace para deshacer el cambio de e-mail está incompleto.');
  },
};

/** A password among the commonest: refused beside the field, what was typed kept, the link still good. */
export const PasswordRefused: Story = {
  name: 'Contraseña rechazada',
  play: async ({ canvasElement }) => {
    await undoWith(canvasElement, 'password');
    await within(canvasElement).findByText('Esa contraseña está entre las más usadas y es fácil de adivinar. Elegí otra.');
  },
};

/** A level-2 account: the DNI confirmed with a provider before the undo. */
export const NeedsProvider: Story = {
  name: 'Pide confirmar la identidad',
  parameters: { fakeServices: levelTwo.prepare, link: () => levelTwo.link },
  play: async ({ canvasElement }) => {
    await undoWith(canvasElement);
    await within(canvasElement).findByRole('region', { name: 'Confirmá tu identidad' });
  },
};

/** Back from the provider with the account's own DNI confirmed: the new password finishes the undo. */
export const ProviderConfirmed: Story = {
  name: 'Identidad confirmada',
  parameters: { fakeServices: withOwnProof.prepare, link: () => withOwnProof.link },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Ya confirmaste tu identidad con el proveedor. Elegí tu contraseña nueva para terminar.');
  },
};

/** Back from the provider with someone else's DNI: refused, and the providers offered again. */
export const OtherDni: Story = {
  name: 'Identidad de otro DNI',
  parameters: { fakeServices: withOtherProof.prepare, link: () => withOtherProof.link },
  play: async ({ canvasElement }) => {
    await undoWith(canvasElement);
    await within(canvasElement).findByText(/tiene otro DNI que tu cuenta/);
  },
};
