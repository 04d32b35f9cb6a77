import type { FakeState } from '@portal/fake-services';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import type { Meta, StoryObj } from '@storybook/react';
import { HttpResponse, http } from 'msw';
import { useMemo } from 'react';
import { screen, userEvent, within } from 'storybook/test';
import { LOCK_STORAGE_KEY, useAuthStore } from '../store';
import { TEST_DESTINATIONS } from '../test/destinations';
import { linkAction } from './link-action';
import { LinkChoice, type LinkChoiceProps } from './link-choice';

// The pending choice of a provider return (R17) against the fake services: each story's ticket is
// seeded in the fakes as a return for that DNI would leave it.

const VERIFIER = 'historia-verificador-de-la-pestana-que-empezo-el-ingreso-0001';
const TICKET = 'historia-eleccion-pendiente';
/** The seeded level-1 resident (nuevo@example.com) and a resident nobody registered. */
const CLAIMED_DNI = 27999888;
const UNREGISTERED_DNI = 25111222;

function Stage(props: LinkChoiceProps) {
  const router = useMemo(
    () =>
      createTestRouter(
        [
          { path: '/afipredirect/*', element: <LinkChoice {...props} />, action: linkAction },
          { path: TEST_DESTINATIONS.signedInHome, element: <p>Escritorio (fuera de este paquete)</p> },
          { path: TEST_DESTINATIONS.forgotPassword, element: <p>Recuperar la contraseña (otra historia)</p> },
          { path: '/login/', element: <p>Inicio de sesión (otra historia)</p> },
        ],
        { initialEntries: ['/afipredirect/'] },
      ),
    [props],
  );
  return <TestRouter router={router} />;
}

/** The fakes hold the story's pending choice, about the account of `dni` (or, for nobody's, for an e-mail). */
const seeded =
  (dni: number, more: (state: FakeState) => void = () => {}) =>
  (state: FakeState) => {
    state.seedLinkChoice(dni, VERIFIER, TICKET);
    more(state);
  };

const page = (canvasElement: HTMLElement) => within(canvasElement);

async function choosePassword(canvasElement: HTMLElement, password: string) {
  await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Es mi cuenta' }));
  await userEvent.type(page(canvasElement).getByLabelText('Contraseña'), password);
  await userEvent.click(page(canvasElement).getByRole('button', { name: 'CONTINUAR' }));
}

const meta = {
  title: 'Ingreso/Vincular la cuenta con el proveedor',
  component: LinkChoice,
  args: {
    provider: 'afip',
    pending: { kind: 'link', ticket: TICKET, verifier: VERIFIER, email: 'n•••@e•••.com' },
    destinations: TEST_DESTINATIONS,
  },
  parameters: { layout: 'fullscreen', fakeServices: seeded(CLAIMED_DNI) },
  render: (args) => <Stage {...args} />,
  // The lock a story answers is kept in storage, as the login's: no story sees another's.
  beforeEach: () => {
    window.localStorage.removeItem(LOCK_STORAGE_KEY);
    useAuthStore.getState().reset();
    return () => {
      window.localStorage.removeItem(LOCK_STORAGE_KEY);
      useAuthStore.getState().reset();
    };
  },
} satisfies Meta<typeof LinkChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A provider proved a DNI that a level-1 account holds: is it the resident's? */
export const PreguntaPorLaCuenta: Story = {
  name: 'Pregunta por la cuenta',
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: '¿Esta cuenta es tuya?' });
  },
};

/** 'Es mi cuenta': the account's password, with the way to recover it. */
export const Contrasena: Story = {
  name: 'Contraseña',
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Es mi cuenta' }));
    await page(canvasElement).findByRole('link', { name: 'Olvidé mi contraseña' });
  },
};

export const ContrasenaIncorrecta: Story = {
  name: 'Contraseña incorrecta',
  play: async ({ canvasElement }) => {
    await choosePassword(canvasElement, 'no-es-esta');
    await page(canvasElement).findByText('DNI, e-mail o contraseña incorrectos.');
  },
};

/** The right password: the code mailed to the account's address. */
export const Codigo: Story = {
  name: 'Código',
  play: async ({ canvasElement }) => {
    await choosePassword(canvasElement, 'Nuevo2024');
    await page(canvasElement).findByText('Te enviamos por e-mail un código de 4 dígitos. Ingresalo para vincular tu cuenta.');
  },
};

/** Five wrong passwords or codes: the login's lock, here too. */
export const Bloqueada: Story = {
  name: 'Bloqueada',
  parameters: {
    fakeServices: seeded(CLAIMED_DNI, (state) => {
      const account = state.findAccount('nuevo@example.com');
      if (account) account.failures = 4;
    }),
  },
  play: async ({ canvasElement }) => {
    await choosePassword(canvasElement, 'no-es-esta');
    await screen.findByRole('alertdialog', { name: 'Cuenta bloqueada temporalmente' });
  },
};

/** 'No la reconozco': what closing the account means, before anything is closed. */
export const NoLaReconozco: Story = {
  name: 'No la reconozco',
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'No la reconozco' }));
    await screen.findByRole('alertdialog', { name: '¿Cerramos esa cuenta?' });
  },
};

/** The new account's e-mail is another account's: the resident types one. */
export const PideUnEmail: Story = {
  name: 'Pide un e-mail',
  args: { pending: { kind: 'email', ticket: TICKET, verifier: VERIFIER } },
  parameters: { fakeServices: seeded(UNREGISTERED_DNI) },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Necesitamos tu e-mail' });
  },
};

export const EmailDeOtraCuenta: Story = {
  name: 'E-mail de otra cuenta',
  args: { pending: { kind: 'email', ticket: TICKET, verifier: VERIFIER } },
  parameters: { fakeServices: seeded(UNREGISTERED_DNI) },
  play: async ({ canvasElement }) => {
    await userEvent.type(await page(canvasElement).findByLabelText('Tu e-mail'), 'vecina@example.com');
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'ENVIAR CÓDIGO' }));
    await page(canvasElement).findByText('Ese e-mail ya es de otra cuenta. Escribí otro.');
  },
};

/** The choice waited too long (or was used): start again. */
export const EleccionVencida: Story = {
  name: 'Elección vencida',
  parameters: { fakeServices: () => {} },
  play: async ({ canvasElement }) => {
    await choosePassword(canvasElement, 'Nuevo2024');
    await page(canvasElement).findByRole('heading', { level: 1, name: 'No pudimos completar tu ingreso' });
  },
};

/** A city service that has no linking yet (404): said so, and nothing changed. */
export const SinVinculacion: Story = {
  name: 'Servicio sin vinculación',
  parameters: {
    // The fakes always link: this service answers every providerlink/ call 404, as one without it would.
    msw: { handlers: [http.post('*/providerlink/*', () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 }))] },
  },
  play: async ({ canvasElement }) => {
    await choosePassword(canvasElement, 'Nuevo2024');
    await page(canvasElement).findByText(/Este servicio del municipio todavía no permite vincular cuentas\./);
  },
};
