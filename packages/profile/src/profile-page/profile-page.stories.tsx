import { storeSession, type UserProfile } from '@portal/api-client';
import { DEMO_RESIDENT, type FakeState, NEW_RESIDENT } from '@portal/fake-services';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fireEvent, within } from 'storybook/test';
import { PROFILE_PATHS } from '../paths';
import { demoProfile, newResidentProfile, SignedInFrame, seededProfile } from '../test/signed-in-frame';
import { ProfilePage } from './profile-page';

const signIn = (dni: number) => (state: FakeState) => storeSession(state.signIn(dni));

const meta = {
  title: 'Perfil/Mi perfil',
  component: ProfilePage,
  parameters: { layout: 'fullscreen', fakeServices: signIn(DEMO_RESIDENT.dni) },
  render: (_args, { parameters }) => (
    <SignedInFrame profile={(parameters.profile as () => UserProfile)()} initialEntry={PROFILE_PATHS.profile} />
  ),
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo resident: every card shows its saved value, Nivel 2 among them. */
export const Complete: Story = {
  name: 'Completo, Nivel 2',
  parameters: { profile: () => seededProfile(DEMO_RESIDENT.dni, (p) => ({ ...p, level: 2 })) },
};

/** A resident at Nivel 1 (DNI claimed at registration): the card offers the verification. */
export const NotVerified: Story = {
  name: 'Nivel 1',
  parameters: {
    profile: () => seededProfile(NEW_RESIDENT.dni, (p) => ({ ...p, level: 1 })),
    fakeServices: signIn(NEW_RESIDENT.dni),
  },
};

/** The second seeded resident on a first visit: the cards invite to add the data. */
export const FirstVisit: Story = {
  name: 'Primera visita',
  parameters: { profile: newResidentProfile, fakeServices: signIn(NEW_RESIDENT.dni) },
};

/** A placeholder e-mail (bbtst) is not shown as the resident's address. */
export const PlaceholderEmail: Story = {
  name: 'E-mail provisorio',
  parameters: {
    profile: () => seededProfile(NEW_RESIDENT.dni, (p) => ({ ...p, email: 'u27999888@bbtst.example.com' })),
    fakeServices: signIn(NEW_RESIDENT.dni),
  },
};

/** Only the phone saved: the address invitation stays. */
export const PartlyComplete: Story = {
  name: 'Solo el celular',
  parameters: {
    profile: () =>
      seededProfile(NEW_RESIDENT.dni, (p) => ({
        ...p,
        profile: { ...p.profile, phone_prefix: '291', phone: '4123456', birth_date: '1990-02-28' },
      })),
    fakeServices: signIn(NEW_RESIDENT.dni),
  },
};

/** A new e-mail asked for: the card shows it pending until its link is opened. */
export const PendingEmail: Story = {
  name: 'E-mail nuevo por confirmar',
  parameters: { profile: () => seededProfile(DEMO_RESIDENT.dni, (p) => ({ ...p, pending_email: 'maria.laura@example.com' })) },
};

/** The longest delay a fault may have: an answer that never comes while a story is looked at. */
const FOREVER_MS = 2_147_483_647;

/** 'Cerrar sesión en todos los dispositivos' pressed: the dialog asks for confirmation. */
export const SignOutEverywhereAsked: Story = {
  name: 'Cerrar todas las sesiones: la confirmación',
  parameters: { profile: demoProfile },
  play: async ({ canvasElement }) => {
    fireEvent.click(await within(canvasElement).findByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: '¿Cerrar sesión en todos los dispositivos?',
    });
  },
};

/** Asks, then confirms: what the story's service does with it decides what the dialog shows. */
const confirmSignOutEverywhere: NonNullable<Story['play']> = async (context) => {
  await SignOutEverywhereAsked.play?.(context);
  const dialog = within(context.canvasElement.ownerDocument.body).getByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar todas las sesiones' }));
};

/** Confirmed, while the service ends every session: the button is busy and the dialog stays. */
export const SignOutEverywhereEnding: Story = {
  name: 'Cerrando todas las sesiones',
  parameters: {
    profile: demoProfile,
    fakeServices: (state: FakeState) => {
      signIn(DEMO_RESIDENT.dni)(state);
      state.faults.auth = { mode: 'slow', delayMs: FOREVER_MS };
    },
  },
  play: async (context) => {
    await confirmSignOutEverywhere(context);
    const dialog = within(context.canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(await within(dialog).findByRole('button', { name: 'Cerrar todas las sesiones', busy: true })).toBeDisabled();
  },
};

/** The service failed: the resident is still signed in, told so, and may try again. */
export const SignOutEverywhereFailed: Story = {
  name: 'No se pudieron cerrar las sesiones',
  parameters: {
    profile: demoProfile,
    fakeServices: (state: FakeState) => {
      signIn(DEMO_RESIDENT.dni)(state);
      state.faults.auth = { mode: 'fail' };
    },
  },
  play: async (context) => {
    await confirmSignOutEverywhere(context);
    const dialog = within(context.canvasElement.ownerDocument.body).getByRole('alertdialog');
    await within(dialog).findByRole('button', { name: 'Reintentar' });
  },
};
