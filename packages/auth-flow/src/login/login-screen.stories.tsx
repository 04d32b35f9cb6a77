import { clearSession, type PortalError, tooManyRequestsMessage } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react';
import { type ReactNode, useState } from 'react';
import { type ActionFunction, createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_PATHS } from '../paths';
import { type AuthState, LOCK_SECONDS, LOCK_STORAGE_KEY, useAuthStore } from '../store';
import { TEST_DESTINATIONS } from '../test/destinations';
import { type SignInIntent, type SignInResult, signInAction } from './login-actions';
import { LoginScreen } from './login-screen';

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Puts the sign-in store in the state a story shows, and returns the cleanup for the next story. */
function seed(state: Partial<AuthState> | (() => Partial<AuthState>)) {
  return () => {
    window.localStorage.removeItem(LOCK_STORAGE_KEY);
    useAuthStore.getState().reset();
    useAuthStore.setState(typeof state === 'function' ? state() : state);
    return () => {
      window.localStorage.removeItem(LOCK_STORAGE_KEY);
      useAuthStore.getState().reset();
    };
  };
}

/**
 * The login route in a memory data router, as the portal has it: its action is the real one
 * (against the fake services), or the story's (`parameters.signInAction`) for an answer the
 * story is about. Made once per story.
 */
function LoginRoute({ screen, action }: { screen: ReactNode; action: ActionFunction }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: AUTH_PATHS.login, element: screen, action },
        { path: TEST_DESTINATIONS.signedInHome, element: <p>Escritorio (fuera de este paquete)</p> },
        { path: TEST_DESTINATIONS.register, element: <p>Registro (fuera de este paquete)</p> },
      ],
      { initialEntries: [AUTH_PATHS.login] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** An action that answers every submission with `error`, as the service's refusal comes back. */
function refusing(intent: SignInIntent, error: PortalError): ActionFunction {
  return (): SignInResult => ({ intent, error });
}

/** An action still waiting for the service. */
const waiting: ActionFunction = () => new Promise<never>(() => {});

/** The resident types the credentials and presses INGRESAR. */
async function sendCredentials({ canvasElement }: { canvasElement: HTMLElement }) {
  const screen = page(canvasElement);
  await userEvent.type(await screen.findByLabelText('DNI o e-mail'), 'vecina@example.com');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'Vecina2024');
  await userEvent.click(screen.getByRole('button', { name: 'INGRESAR' }));
}

/** The resident presses VERIFICAR with the code in the boxes. */
async function sendCode({ canvasElement }: { canvasElement: HTMLElement }) {
  await userEvent.click(await page(canvasElement).findByRole('button', { name: 'VERIFICAR' }));
}

/** Waits until `name`'s button says it is busy (the action is under way). */
function busy(canvasElement: HTMLElement, name: string) {
  return waitFor(() => expect(page(canvasElement).getByRole('button', { name })).toHaveAttribute('aria-busy', 'true'));
}

const meta = {
  title: 'Ingreso/Pantalla de ingreso',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  // The shell hands in these pages of other packages; the story has stand-ins for two of them.
  args: { destinations: TEST_DESTINATIONS },
  decorators: [
    (Story, { parameters }) => (
      <LoginRoute screen={<Story />} action={(parameters.signInAction as ActionFunction | undefined) ?? signInAction} />
    ),
  ],
  beforeEach: seed({}),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty credentials form: try vecina@example.com / Vecina2024 against the fake services. */
export const Credentials: Story = { name: 'Con DNI o e-mail y contraseña' };

export const Sending: Story = {
  name: 'Ingresando',
  parameters: { signInAction: waiting },
  play: async (context) => {
    await sendCredentials(context);
    await busy(context.canvasElement, 'INGRESAR');
  },
};

export const ErrorBanner: Story = {
  name: 'Datos incorrectos',
  parameters: {
    signInAction: refusing('credentials', { message: 'DNI, e-mail o contraseña incorrectos.', status: 400, isPinError: false }),
  },
  play: async (context) => {
    await sendCredentials(context);
    await page(context.canvasElement).findByText('error: DNI, e-mail o contraseña incorrectos.');
  },
};

/** The auth service refused the session's refresh token: the resident is told why they are here. */
export const SessionExpired: Story = {
  name: 'La sesión venció',
  beforeEach: () => {
    clearSession('expired');
    return () => clearSession();
  },
};

/** The session ended after 15 minutes without activity: the resident is told why. */
export const SessionInactive: Story = {
  name: 'Sesión cerrada por inactividad',
  beforeEach: () => {
    clearSession('inactive');
    return () => clearSession();
  },
};

/** The resident ended every session of the account from the profile page: told it is done. */
export const SignedOutEverywhere: Story = {
  name: 'Sesiones cerradas en todos los dispositivos',
  beforeEach: () => {
    clearSession('all-devices');
    return () => clearSession();
  },
};

/** The session reached its 12 hours, or its idle end, at the service: the resident signs in again. */
export const SessionEndedForSecurity: Story = {
  name: 'Sesión cerrada por seguridad',
  beforeEach: () => {
    clearSession('security');
    return () => clearSession();
  },
};

/** Too many wrong codes in a day closed the code step: the service's text and the reset, no countdown. */
export const CodeStepClosed: Story = {
  name: 'Sin más códigos por hoy',
  parameters: {
    signInAction: refusing('credentials', {
      message:
        'Por seguridad cerramos el ingreso con código de esta cuenta: hubo demasiados códigos incorrectos. Para volver a ingresar, restablecé tu contraseña con el enlace que te enviamos por e-mail, o ingresá con un proveedor de identidad.',
      status: 403,
      isPinError: false,
      reason: 'code_step_closed',
    }),
  },
  play: async (context) => {
    await sendCredentials(context);
    await page(context.canvasElement).findByRole('link', { name: 'Restablecer mi contraseña' });
  },
};

export const CodeStep: Story = {
  name: 'Con el código',
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('group', { name: 'Código de verificación' });
  },
  beforeEach: seed({ step: 'code', username: 'vecina@example.com' }),
};

export const Verifying: Story = {
  name: 'Verificando el código',
  parameters: { signInAction: waiting },
  beforeEach: seed({ step: 'code', username: 'vecina@example.com', code: '4821' }),
  play: async (context) => {
    await sendCode(context);
    await busy(context.canvasElement, 'VERIFICAR');
  },
};

export const PinError: Story = {
  name: 'Código incorrecto',
  beforeEach: seed({
    step: 'code',
    username: 'vecina@example.com',
    code: '',
    pinError: 'El código ingresado no es válido.',
  }),
};

/**
 * Right after the 403: the lock dialog with the countdown (the refusal itself shows nothing
 * more). A function, so that the lock starts when the story is opened.
 */
function lockedBy(username: string) {
  return seed(() => ({ username, lockedUntil: Date.now() + LOCK_SECONDS * 1000, lockDialogOpen: true }));
}

/** Right after the 403: the lock dialog with the countdown. */
export const Locked: Story = {
  name: 'Bloqueada',
  beforeEach: lockedBy('vecina@example.com'),
};

/**
 * The fifth wrong code since the last completed sign-in (wrong passwords count with them, and
 * asking for a new code does not start the count again): the same 300 s lock and countdown as
 * after five wrong passwords, back on the disabled credentials form.
 */
export const LockedAfterWrongCodes: Story = {
  name: 'Bloqueada por códigos incorrectos',
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('alertdialog', { name: 'Cuenta bloqueada temporalmente' });
  },
  beforeEach: lockedBy('30123456'),
};

/**
 * A fourth code asked for within 15 minutes: the service answers 429 with how long to wait, the
 * banner says it in minutes, and the form keeps what was typed.
 */
export const TooManyCodes: Story = {
  name: 'Demasiados códigos pedidos',
  parameters: {
    signInAction: refusing('credentials', { message: tooManyRequestsMessage(840), status: 429, isPinError: false, retryAfter: 840 }),
  },
  play: async (context) => {
    await sendCredentials(context);
    await page(context.canvasElement).findByText('error: Hiciste varios pedidos seguidos. Esperá 14 minutos y volvé a intentar.');
  },
};

/** The dialog closed (or the page reloaded): the countdown stays and the form is disabled. */
export const LockedCountdown: Story = {
  name: 'Bloqueada, con la cuenta regresiva',
  beforeEach: seed(() => ({ username: 'vecina@example.com', lockedUntil: Date.now() + 245_000 })),
};

/** Phone width: the carousel panel is hidden below medium screens. */
export const Phone: Story = {
  name: 'En el teléfono',
  globals: { viewport: { value: 'phone', isRotated: false } },
};
