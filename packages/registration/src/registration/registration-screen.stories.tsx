import { COMMON_PASSWORD_MESSAGE, type FakeState } from '@portal/fake-services';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import type { Meta, StoryObj } from '@storybook/react';
import { screen, userEvent, within } from 'storybook/test';
import { REGISTRATION_PATHS } from '../paths';
import { EMPTY_VALUES, type RegistrationState, useRegistrationStore } from '../store';
import { RegistrationScreen } from './registration-screen';

/** Puts the store in the state a story shows, and returns the cleanup for the next story. */
function seed(state: Partial<RegistrationState>) {
  return () => {
    useRegistrationStore.getState().reset();
    useRegistrationStore.setState(state);
    return () => useRegistrationStore.getState().reset();
  };
}

const FREE_DNI = '31555666';
const FILLED = {
  dni: FREE_DNI,
  firstName: 'Lucía',
  lastName: 'Gómez',
  email: 'lucia.gomez@example.com',
  password: 'Secreta2024',
  confirmation: 'Secreta2024',
};
const FREE = { status: 'free', dni: FREE_DNI } as const;
/** 64 characters, 65 UTF-16 units. */
const PASSPHRASE = 'la ría de Bahía Blanca tiene cangrejales, salitrales y vientos 🧉';

const meta = {
  title: 'Registro/Formulario de registro',
  component: RegistrationScreen,
  parameters: { layout: 'fullscreen' },
  // The shell hands in these pages of other packages; here they are stand-ins.
  args: { destinations: { login: '/login/', afterSuccess: '/login' } },
  decorators: [
    (Story) => (
      <TestRouter
        router={createTestRouter(
          [
            { path: REGISTRATION_PATHS.register, element: <Story /> },
            { path: '/login', element: <p>Ingreso (fuera de este paquete)</p> },
          ],
          { initialEntries: [REGISTRATION_PATHS.register] },
        )}
      />
    ),
  ],
  beforeEach: seed({}),
} satisfies Meta<typeof RegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the DNI is open: try 31555666 (free) or 30123456 (registered) against the fake services. */
export const Empty: Story = { name: 'Solo el DNI' };

export const CheckingDni: Story = {
  name: 'Consultando el DNI',
  beforeEach: seed({ values: { ...EMPTY_VALUES, dni: FREE_DNI }, dniCheck: { status: 'checking', dni: FREE_DNI } }),
};

export const DniFree: Story = {
  name: 'DNI disponible',
  beforeEach: seed({ values: { ...EMPTY_VALUES, dni: FREE_DNI }, dniCheck: FREE }),
};

/** A registered DNI: with the providers, by which its owner takes it back (here a stand-in for auth-flow's). */
export const DniTaken: Story = {
  name: 'DNI ya registrado',
  args: {
    providerSignIn: (
      <ul aria-label="Verificá tu DNI con">
        <li>
          <a href="/afiplogin/">AFIP</a>
        </li>
      </ul>
    ),
  },
  beforeEach: seed({ values: { ...EMPTY_VALUES, dni: '30123456' }, dniCheck: { status: 'taken', dni: '30123456' } }),
};

/** Too many checks from this browser: how long to wait, the DNI kept. */
export const DniCheckLimited: Story = {
  name: 'Demasiadas consultas del DNI',
  beforeEach: seed({
    values: { ...EMPTY_VALUES, dni: FREE_DNI },
    dniCheck: {
      status: 'error',
      dni: FREE_DNI,
      error: {
        message: 'Hiciste varios pedidos seguidos. Esperá 10 minutos y volvé a intentar.',
        status: 429,
        isPinError: false,
        retryAfter: 600,
      },
    },
  }),
};

export const DniInvalid: Story = {
  name: 'DNI no válido',
  beforeEach: seed({ values: { ...EMPTY_VALUES, dni: '315556667' }, dniCheck: { status: 'invalid', dni: '315556667' } }),
};

export const DniCheckFailed: Story = {
  name: 'La consulta del DNI falló',
  beforeEach: seed({
    values: { ...EMPTY_VALUES, dni: FREE_DNI },
    dniCheck: {
      status: 'error',
      dni: FREE_DNI,
      error: { message: 'No pudimos conectarnos con el servicio. Revisá tu conexión e intentá de nuevo.', status: 0, isPinError: false },
    },
  }),
};

export const Filled: Story = {
  name: 'Completo',
  beforeEach: seed({ values: FILLED, dniCheck: FREE }),
};

/** Passwords shown with their toggles. */
export const PasswordsVisible: Story = {
  name: 'Contraseñas a la vista',
  beforeEach: seed({ values: FILLED, dniCheck: FREE }),
  play: async ({ canvasElement }) => {
    for (const toggle of within(canvasElement).getAllByRole('button', { name: 'Mostrar contraseña' })) {
      await userEvent.click(toggle);
    }
  },
};

/** Submit with a confirmation that differs: the first message in the order of docs/product.md#registration. */
export const PasswordMismatch: Story = {
  name: 'Las contraseñas no coinciden',
  beforeEach: seed({ values: { ...FILLED, confirmation: 'Secreta2025' }, dniCheck: FREE }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'REGISTRARME' }));
    await screen.findByText('Las contraseñas no coinciden.');
  },
};

/** Submit with a first name too short: an error toast at the bottom left. */
export const ValidationError: Story = {
  name: 'Nombre muy corto',
  beforeEach: seed({ values: { ...FILLED, firstName: 'Lu' }, dniCheck: FREE }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'REGISTRARME' }));
    await screen.findByText('El nombre debe tener entre 3 y 50 caracteres');
  },
};

/** Submit with a 7-character password: rule 5, 'La contraseña debe tener entre 8 y 64 caracteres'. */
export const PasswordTooShort: Story = {
  name: 'Contraseña muy corta',
  beforeEach: seed({ values: { ...FILLED, password: 'Secreta', confirmation: 'Secreta' }, dniCheck: FREE }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'REGISTRARME' }));
    await screen.findByText('La contraseña debe tener entre 8 y 64 caracteres');
  },
};

/** A 64-character passphrase (accents and an emoji), shown: accepted, however long it looks. */
export const LongPassphrase: Story = {
  name: 'Una frase larga como contraseña',
  beforeEach: seed({ values: { ...FILLED, password: PASSPHRASE, confirmation: PASSPHRASE }, dniCheck: FREE }),
  play: async ({ canvasElement }) => {
    for (const toggle of within(canvasElement).getAllByRole('button', { name: 'Mostrar contraseña' })) {
      await userEvent.click(toggle);
    }
  },
};

/** The service refuses one of the commonest passwords: its reason beside the field, which takes the focus. */
export const CommonPasswordRefused: Story = {
  name: 'Contraseña demasiado común',
  beforeEach: seed({ values: { ...FILLED, password: 'Password1', confirmation: 'Password1' }, dniCheck: FREE }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'REGISTRARME' }));
    await canvas.findByText(COMMON_PASSWORD_MESSAGE);
  },
};

export const Sending: Story = {
  name: 'Enviando',
  beforeEach: seed({ values: FILLED, dniCheck: FREE, submission: { status: 'loading' } }),
};

/** The service fails: the toast says why and every field stays as typed. */
export const ServerError: Story = {
  name: 'El servicio falló',
  parameters: {
    fakeServices: (state: FakeState) => {
      state.faults.auth = { mode: 'fail' };
    },
  },
  beforeEach: seed({ values: FILLED, dniCheck: FREE }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'REGISTRARME' }));
    await screen.findByText('El servicio no pudo completar la operación. Intentá de nuevo más tarde.');
  },
};

/** Registration past the budget it shares with the DNI check (CONTRACT.md, R12): how long to wait, every field as typed. */
export const RegistrationLimited: Story = {
  name: 'Demasiados pedidos al registrarse',
  parameters: {
    fakeServices: (state: FakeState) => {
      // This browser's ten checks and registrations of 15 minutes, spent.
      for (let check = 0; check < 10; check += 1) state.checkUser(String(31_555_600 + check));
    },
  },
  beforeEach: seed({ values: FILLED, dniCheck: FREE }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'REGISTRARME' }));
    await screen.findByText('Hiciste varios pedidos seguidos. Esperá 15 minutos y volvé a intentar.');
  },
};

export const Success: Story = {
  name: 'Cuenta creada',
  beforeEach: seed({
    values: FILLED,
    dniCheck: FREE,
    submission: { status: 'success', data: { id: 3, detail: 'Usuario creado.' } },
    confirmed: true,
  }),
};

/** The slot the portal fills with the privacy-policy link. */
export const WithFooter: Story = {
  name: 'Con el pie de página',
  args: { footer: <p>Aquí el portal pone el enlace a las políticas de privacidad.</p> },
};

export const PhoneWidth: Story = {
  name: 'En el teléfono',
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: seed({ values: { ...EMPTY_VALUES, dni: FREE_DNI }, dniCheck: FREE }),
};
