import { COMMON_PASSWORD_MESSAGE, type FakeState } from '@portal/fake-services';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import type { Meta, StoryObj } from '@storybook/react';
import { type ReactNode, useState } from 'react';
import type { ActionFunction } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type DniCheckAnswer, type RegistrationOutcome, registrationAction } from '../actions';
import { REGISTRATION_PATHS } from '../paths';
import { initialRegistrationState, useRegistrationStore } from '../store';
import type { RegistrationValues } from '../validation';
import { RegistrationScreen } from './registration-screen';

const FREE_DNI = '31555666';
const FILLED: RegistrationValues = {
  dni: FREE_DNI,
  firstName: 'Lucía',
  lastName: 'Gómez',
  email: 'lucia.gomez@example.com',
  password: 'Secreta2024',
  confirmation: 'Secreta2024',
};
const FREE_TEXT = 'Documento disponible. Ya podés completar tus datos.';
/** 64 characters, 65 UTF-16 units. */
const PASSPHRASE = 'la ría de Bahía Blanca tiene cangrejales, salitrales y vientos 🧉';

/**
 * A stand-in for the route's action: the service's answer to the DNI check (`check`) or to the
 * registration (`register`), `'never'` for one that does not come; the route's own action (against
 * the fake services) for the other.
 */
function standIn({ check, register }: { check?: DniCheckAnswer | 'never'; register?: RegistrationOutcome | 'never' }): ActionFunction {
  return async (args) => {
    const intent = (await args.request.clone().formData()).get('intent');
    const answer = intent === 'check' ? check : register;
    if (answer === undefined) return registrationAction(args);
    if (answer === 'never') return new Promise<never>(() => undefined);
    return answer;
  };
}

/** `/registrarse` in a memory data router, its route answering with `action`. */
function RegistrationRouter({ children, action }: { children: ReactNode; action: ActionFunction }) {
  const [router] = useState(() =>
    createTestRouter(
      [
        { path: REGISTRATION_PATHS.register, element: children, action },
        { path: '/login', element: <p>Ingreso (fuera de este paquete)</p> },
      ],
      { initialEntries: [REGISTRATION_PATHS.register] },
    ),
  );
  return <TestRouter router={router} />;
}

function field(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByLabelText(label, { selector: 'input' });
}

/** Types the DNI, as a resident would: the screen asks the route's action about it. */
async function typeDni(canvasElement: HTMLElement, dni: string) {
  await userEvent.type(field(canvasElement, 'DNI'), dni);
}

/** A free DNI checked, then the rest of the form typed. */
async function fill(canvasElement: HTMLElement, values: RegistrationValues = FILLED) {
  await typeDni(canvasElement, values.dni);
  await within(canvasElement).findByText(FREE_TEXT);
  for (const [label, value] of [
    ['Nombre', values.firstName],
    ['Apellido', values.lastName],
    ['E-mail', values.email],
    ['Contraseña', values.password],
    ['Confirmar contraseña', values.confirmation],
  ] as const) {
    if (value === '') continue;
    // Pasted, as from a password manager: quicker to play than typed, character by character.
    await userEvent.click(field(canvasElement, label));
    await userEvent.paste(value);
  }
}

async function submit(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'REGISTRARME' }));
}

const meta = {
  title: 'Registro/Formulario de registro',
  component: RegistrationScreen,
  parameters: { layout: 'fullscreen' },
  // The shell hands in these pages of other packages; here they are stand-ins.
  args: { destinations: { login: '/login/', afterSuccess: '/login' } },
  // A story's `parameters.action` stands in for the service's answers; without one, the route's own action asks the fakes.
  decorators: [
    (Story, { parameters }) => (
      <RegistrationRouter action={(parameters.action as ActionFunction | undefined) ?? registrationAction}>
        <Story />
      </RegistrationRouter>
    ),
  ],
  // The form as typed is the store's: each story starts from an empty one (Zustand's testing guide).
  beforeEach: () => {
    useRegistrationStore.setState(initialRegistrationState);
    return () => useRegistrationStore.setState(initialRegistrationState);
  },
} satisfies Meta<typeof RegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the DNI is open: try 31555666 (free) or 30123456 (registered) against the fake services. */
export const Empty: Story = { name: 'Solo el DNI' };

export const CheckingDni: Story = {
  name: 'Consultando el DNI',
  parameters: { action: standIn({ check: 'never' }) },
  play: async ({ canvasElement }) => {
    await typeDni(canvasElement, FREE_DNI);
    await within(canvasElement).findByText('Verificando documento...');
  },
};

export const DniFree: Story = {
  name: 'DNI disponible',
  play: async ({ canvasElement }) => {
    await typeDni(canvasElement, FREE_DNI);
    await within(canvasElement).findByText(FREE_TEXT);
  },
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
  play: async ({ canvasElement }) => {
    await typeDni(canvasElement, '30123456');
    await within(canvasElement).findByText('El documento ya está registrado: iniciá sesión');
  },
};

/** Too many checks from this browser: how long to wait, the DNI kept. */
export const DniCheckLimited: Story = {
  name: 'Demasiadas consultas del DNI',
  parameters: {
    action: standIn({
      check: {
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
  },
  play: async ({ canvasElement }) => {
    await typeDni(canvasElement, FREE_DNI);
    await within(canvasElement).findByText('Hiciste varios pedidos seguidos. Esperá 10 minutos y volvé a intentar.');
  },
};

export const DniInvalid: Story = {
  name: 'DNI no válido',
  play: async ({ canvasElement }) => {
    await typeDni(canvasElement, '315556667');
    await within(canvasElement).findByText('El número de documento no es válido');
  },
};

export const DniCheckFailed: Story = {
  name: 'La consulta del DNI falló',
  parameters: {
    action: standIn({
      check: {
        status: 'error',
        dni: FREE_DNI,
        error: { message: 'No pudimos conectarnos con el servicio. Revisá tu conexión e intentá de nuevo.', status: 0, isPinError: false },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await typeDni(canvasElement, FREE_DNI);
    await within(canvasElement).findByRole('button', { name: 'Volver a verificar' });
  },
};

export const Filled: Story = {
  name: 'Completo',
  play: ({ canvasElement }) => fill(canvasElement),
};

/** Passwords shown with their toggles. */
export const PasswordsVisible: Story = {
  name: 'Contraseñas a la vista',
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    for (const toggle of within(canvasElement).getAllByRole('button', { name: 'Mostrar contraseña' })) {
      await userEvent.click(toggle);
    }
  },
};

/** Submit with a confirmation that differs: the first message in the order of docs/product.md#registration. */
export const PasswordMismatch: Story = {
  name: 'Las contraseñas no coinciden',
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { ...FILLED, confirmation: 'Secreta2025' });
    await submit(canvasElement);
    await screen.findByText('Las contraseñas no coinciden.');
  },
};

/** Submit with a first name too short: an error toast at the bottom left. */
export const ValidationError: Story = {
  name: 'Nombre muy corto',
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { ...FILLED, firstName: 'Lu' });
    await submit(canvasElement);
    await screen.findByText('El nombre debe tener entre 3 y 50 caracteres');
  },
};

/** Submit with a 7-character password: rule 5, 'La contraseña debe tener entre 8 y 64 caracteres'. */
export const PasswordTooShort: Story = {
  name: 'Contraseña muy corta',
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { ...FILLED, password: 'Secreta', confirmation: 'Secreta' });
    await submit(canvasElement);
    await screen.findByText('La contraseña debe tener entre 8 y 64 caracteres');
  },
};

/** A 64-character passphrase (accents and an emoji), shown: accepted, however long it looks. */
export const LongPassphrase: Story = {
  name: 'Una frase larga como contraseña',
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { ...FILLED, password: '', confirmation: '' });
    for (const label of ['Contraseña', 'Confirmar contraseña']) {
      await userEvent.click(field(canvasElement, label));
      await userEvent.paste(PASSPHRASE);
    }
    for (const toggle of within(canvasElement).getAllByRole('button', { name: 'Mostrar contraseña' })) {
      await userEvent.click(toggle);
    }
  },
};

/** The service refuses one of the commonest passwords: its reason beside the field, which takes the focus. */
export const CommonPasswordRefused: Story = {
  name: 'Contraseña demasiado común',
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { ...FILLED, password: 'Password1', confirmation: 'Password1' });
    await submit(canvasElement);
    await within(canvasElement).findByText(COMMON_PASSWORD_MESSAGE);
  },
};

export const Sending: Story = {
  name: 'Enviando',
  parameters: { action: standIn({ register: 'never' }) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'REGISTRARME' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The service fails: the toast says why and every field stays as typed. */
export const ServerError: Story = {
  name: 'El servicio falló',
  parameters: {
    fakeServices: (state: FakeState) => {
      state.faults.auth = { mode: 'fail' };
    },
    // The DNI was found free before the service failed.
    action: standIn({ check: { status: 'free', dni: FREE_DNI } }),
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
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
    // The DNI was found free before the budget ran out.
    action: standIn({ check: { status: 'free', dni: FREE_DNI } }),
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await screen.findByText('Hiciste varios pedidos seguidos. Esperá 15 minutos y volvé a intentar.');
  },
};

export const Success: Story = {
  name: 'Cuenta creada',
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await screen.findByRole('alertdialog', { name: 'Te registraste con éxito' });
  },
};

/** The slot the portal fills with the privacy-policy link. */
export const WithFooter: Story = {
  name: 'Con el pie de página',
  args: { footer: <p>Aquí el portal pone el enlace a las políticas de privacidad.</p> },
};

export const PhoneWidth: Story = {
  name: 'En el teléfono',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await typeDni(canvasElement, FREE_DNI);
    await within(canvasElement).findByText(FREE_TEXT);
  },
};
