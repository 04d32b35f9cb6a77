import { storeSession, type UserProfile } from '@portal/api-client';
import { DEMO_RESIDENT, type FakeState, NEW_RESIDENT } from '@portal/fake-services';
import type { Meta, StoryObj } from '@storybook/react';
import { fireEvent, within } from 'storybook/test';
import { PROFILE_PATHS } from '../paths';
import { type ProfileFormState, useProfileFormStore } from '../store';
import { DESTINATIONS, demoProfile, newResidentProfile, SignedInFrame, seededProfile } from '../test/signed-in-frame';
import { ProfilePage } from './profile-page';

const signIn = (dni: number) => (state: FakeState) => storeSession(state.signIn(dni));

const meta = {
  title: 'Perfil/Mi perfil',
  component: ProfilePage,
  args: { destinations: DESTINATIONS },
  parameters: { layout: 'fullscreen', fakeServices: signIn(DEMO_RESIDENT.dni) },
  beforeEach: () => {
    useProfileFormStore.getState().reset();
    // A story never leaves the page.
    useProfileFormStore.setState({ leave: () => {} });
  },
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

/** Puts the sign-out on every device in the state a story shows, and never leaves the page. */
const seedSignOut = (signOutEverywhere: ProfileFormState['signOutEverywhere']) => () => {
  useProfileFormStore.getState().reset();
  useProfileFormStore.setState({ signOutEverywhere, leave: () => {} });
  return () => useProfileFormStore.getState().reset();
};

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

/** Confirmed: the service is ending every session; the button is busy and the dialog stays. */
export const SignOutEverywhereEnding: Story = {
  ...SignOutEverywhereAsked,
  name: 'Cerrando todas las sesiones',
  beforeEach: seedSignOut({ status: 'ending' }),
};

/** The service could not be reached: the resident is still signed in, told so, and may try again. */
export const SignOutEverywhereFailed: Story = {
  ...SignOutEverywhereAsked,
  name: 'No se pudieron cerrar las sesiones',
  beforeEach: seedSignOut({
    status: 'error',
    error: { message: 'No pudimos conectarnos con el servicio. Revisá tu conexión e intentá de nuevo.', status: 0, isPinError: false },
  }),
};
