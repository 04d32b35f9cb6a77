import { fakeServiceConfig, storeSession, type UserProfile } from '@portal/api-client';
import { DEMO_RESIDENT, type FakeState, NEW_RESIDENT } from '@portal/fake-services';
import type { Meta, StoryObj } from '@storybook/react';
import { delay, http } from 'msw';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { PROFILE_PATHS, profileFormHref } from '../paths';
import { DESTINATIONS, demoProfile, newResidentProfile, SignedInFrame, seededProfile } from '../test/signed-in-frame';
import { ProfileFormScreen } from './profile-form';

const signIn = (dni: number) => (state: FakeState) => storeSession(state.signIn(dni));

const meta = {
  title: 'Perfil/Actualizar mis datos',
  component: ProfileFormScreen,
  args: { destinations: DESTINATIONS },
  parameters: { layout: 'fullscreen', fakeServices: signIn(NEW_RESIDENT.dni), profile: newResidentProfile },
  render: (_args, { parameters }) => (
    <SignedInFrame
      profile={(parameters.profile as () => UserProfile)()}
      initialEntry={(parameters.entry as string | undefined) ?? PROFILE_PATHS.form}
    />
  ),
} satisfies Meta<typeof ProfileFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The second seeded resident's first visit: an empty profile to complete. */
export const FirstVisit: Story = { name: 'Primera visita' };

/** The demo resident: every field prefilled; the address has coordinates, so the street is locked. */
export const Prefilled: Story = {
  name: 'Con los datos guardados',
  parameters: { profile: demoProfile, fakeServices: signIn(DEMO_RESIDENT.dni) },
};

/** A placeholder e-mail (bbtst) starts empty. */
export const PlaceholderEmail: Story = {
  name: 'E-mail provisorio',
  parameters: {
    profile: () => seededProfile(NEW_RESIDENT.dni, (p) => ({ ...p, email: 'u27999888@bbtst.example.com' })),
  },
};

/** Arrived from the phone card of /perfil: the phone is focused. */
export const FocusedFromProfile: Story = {
  name: 'Desde la tarjeta del celular',
  parameters: { entry: profileFormHref('celular') },
};

/** The longest delay a fault may have: a load that never ends while a story is looked at. */
const FOREVER_MS = 2_147_483_647;

/** Locations and streets on their way. */
export const LoadingLists: Story = {
  name: 'Cargando localidades y calles',
  parameters: {
    fakeServices: (state: FakeState) => {
      signIn(NEW_RESIDENT.dni)(state);
      state.faults.auth = { mode: 'slow', delayMs: FOREVER_MS };
      state.faults.streets = { mode: 'slow', delayMs: FOREVER_MS };
    },
  },
};

/** locations/ failed: the town waits for a retry. */
export const LocationsFailed: Story = {
  name: 'Las localidades no cargaron',
  parameters: {
    fakeServices: (state: FakeState) => {
      signIn(NEW_RESIDENT.dni)(state);
      state.faults.auth = { mode: 'fail' };
    },
  },
};

/** The streets list failed: the street waits for a retry. */
export const StreetsFailed: Story = {
  name: 'Las calles no cargaron',
  parameters: {
    fakeServices: (state: FakeState) => {
      signIn(NEW_RESIDENT.dni)(state);
      state.faults.streets = { mode: 'fail' };
    },
  },
};

/** The save's first step (a new address, on a map that does not answer): the button is busy and says it is finding the address. */
export const Locating: Story = {
  name: 'Ubicando la dirección',
  parameters: {
    profile: demoProfile,
    fakeServices: (state: FakeState) => {
      signIn(DEMO_RESIDENT.dni)(state);
      state.faults.geocoder = { mode: 'slow', delayMs: FOREVER_MS };
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = await canvas.findByLabelText('Altura', { exact: true });
    await userEvent.clear(height);
    await userEvent.type(height, '1234');
    fireEvent.click(canvas.getByRole('button', { name: 'ACTUALIZAR' }));
    await expect(await canvas.findByRole('button', { name: 'ACTUALIZAR', busy: true })).toBeDisabled();
    await canvas.findByText('Ubicando tu dirección en el mapa...');
  },
};

/**
 * The save itself (an address that keeps its coordinates, a profile save that does not answer):
 * the button is busy and says it is saving. The fakes cannot hold one call of the auth service
 * alone, so the profile's save is held by a handler of the story's own.
 */
export const Saving: Story = {
  name: 'Guardando',
  parameters: {
    profile: demoProfile,
    fakeServices: signIn(DEMO_RESIDENT.dni),
    msw: { handlers: [http.patch(`${fakeServiceConfig.auth}profile/:id/`, () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByLabelText('Número de celular', { exact: true });
    await userEvent.clear(phone);
    await userEvent.type(phone, '4111111');
    fireEvent.click(canvas.getByRole('button', { name: 'ACTUALIZAR' }));
    await expect(await canvas.findByRole('button', { name: 'ACTUALIZAR', busy: true })).toBeDisabled();
    await canvas.findByText('Guardando tus datos...');
  },
};

/** ACTUALIZAR on the empty form: the first rule's message, as a closable toast at the bottom left. */
export const ValidationError: Story = {
  name: 'Faltan datos',
  parameters: {
    profile: () => seededProfile(NEW_RESIDENT.dni, (p) => ({ ...p, first_name: '' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.click(await canvas.findByRole('button', { name: 'ACTUALIZAR' }));
    await within(canvasElement.ownerDocument.body).findByText('El nombre debe tener entre 3 y 50 caracteres', {
      selector: 'li *',
    });
  },
};

/** The e-mail changed: the current password is asked for, with why. */
export const ChangingEmail: Story = {
  name: 'Cambiando el e-mail',
  parameters: { profile: demoProfile, fakeServices: signIn(DEMO_RESIDENT.dni) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText('Correo electrónico', { exact: true });
    await userEvent.clear(email);
    await userEvent.type(email, 'maria.laura@example.com');
    await canvas.findByLabelText('Contraseña actual', { exact: true });
  },
};

/** ACTUALIZAR without the current password: the service's refusal beside the field. */
export const CurrentPasswordRefused: Story = {
  name: 'Falta la contraseña actual',
  parameters: { profile: demoProfile, fakeServices: signIn(DEMO_RESIDENT.dni) },
  play: async (context) => {
    await ChangingEmail.play?.(context);
    const canvas = within(context.canvasElement);
    fireEvent.click(canvas.getByRole('button', { name: 'ACTUALIZAR' }));
    await canvas.findByText('Para cambiar tu e-mail, ingresá tu contraseña actual.', { selector: 'p' });
  },
};

/** A new e-mail waits for its mailed link: shown under the field. */
export const PendingEmail: Story = {
  name: 'E-mail nuevo por confirmar',
  parameters: {
    profile: () => seededProfile(DEMO_RESIDENT.dni, (p) => ({ ...p, pending_email: 'maria.laura@example.com' })),
    fakeServices: signIn(DEMO_RESIDENT.dni),
  },
};
