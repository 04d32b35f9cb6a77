import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import type { Meta, StoryObj } from '@storybook/react';
import { useMemo } from 'react';
import { type ActionFunction, useLocation } from 'react-router';
import { within } from 'storybook/test';
import { TEST_DESTINATIONS } from '../test/destinations';
import { markReturnConsumed } from './consumed-returns';
import type { EmailUndoHandBack, ProviderReturnOutcome } from './provider-return-action';
import { ProviderReturnScreen, type ProviderReturnScreenProps, providerReturnAction } from './provider-return-screen';
import { PROVIDER_START_KEY, rememberProviderStart } from './provider-starts';

function fresh() {
  return () => {
    window.sessionStorage.removeItem('consumedProviderReturns');
    window.sessionStorage.removeItem(PROVIDER_START_KEY);
  };
}

/** The undo page (profile's, outside this package): says what the return handed it. */
function UndoStandIn() {
  const { state } = useLocation();
  const handed = (state as EmailUndoHandBack | null)?.emailUndo;
  return (
    <main>
      <h1>Deshacé el cambio de e-mail (otro paquete)</h1>
      <p>{handed ? `Volvió con la confirmación de ${handed.provider}, sin pasarla por la dirección.` : 'Llegó sin confirmación.'}</p>
    </main>
  );
}

/** Waits for the error page: the return is checked (and maybe sent) by the route's action after the first render. */
async function errorShown({ canvasElement }: { canvasElement: HTMLElement }) {
  await within(canvasElement).findByRole('heading', { level: 1, name: 'No pudimos completar tu ingreso' });
}

/** An exchange that never answers: the spinner stays (nothing is sent). */
const neverAnswers: ActionFunction = () => new Promise<never>(() => {});

/** The return route as the portal has it, its action the real one unless a story stands in for the service's answer. */
function Stage({ returnUrl, action, provider, destinations }: ProviderReturnScreenProps & { returnUrl: string; action?: ActionFunction }) {
  const router = useMemo(
    () =>
      createTestRouter(
        [
          {
            path: '/:provider/*',
            element: <ProviderReturnScreen provider={provider} destinations={destinations} />,
            action: action ?? providerReturnAction(provider),
          },
          { path: '/login/', element: <p>Inicio de sesión (otra historia)</p> },
          { path: '/deshacer-email', element: <UndoStandIn /> },
          { path: TEST_DESTINATIONS.signedInHome, element: <p>Escritorio (fuera de este paquete)</p> },
        ],
        { initialEntries: [returnUrl] },
      ),
    [returnUrl, action, provider, destinations],
  );
  return <TestRouter router={router} />;
}

const meta = {
  title: 'Ingreso/Regreso del proveedor de identidad',
  component: ProviderReturnScreen,
  parameters: { layout: 'fullscreen', returnUrl: '/afipredirect/' },
  args: { provider: 'afip', destinations: TEST_DESTINATIONS },
  render: (args, { parameters }) => (
    <Stage {...args} returnUrl={String(parameters.returnUrl)} action={parameters.returnAction as ActionFunction | undefined} />
  ),
  beforeEach: fresh,
} satisfies Meta<typeof ProviderReturnScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spinner while the return is exchanged (the service's answer stood in for: nothing is sent). */
export const Exchanging: Story = {
  name: 'Ingresando',
  parameters: { returnUrl: '/ansesredirect/?state=demo&code=demo', returnAction: neverAnswers },
  args: { provider: 'anses' },
};

/** A verification of the signed-in account's DNI under way (its start seeded; nothing is sent). */
export const Verifying: Story = {
  name: 'Verificando la identidad',
  parameters: { returnUrl: '/renaperredirect/?state=demo&code=demo', returnAction: neverAnswers },
  args: { provider: 'renaper' },
  beforeEach: () => {
    const cleanup = fresh();
    rememberProviderStart('renaper', 'v'.repeat(43), Date.now(), '/dashboard');
    return cleanup;
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Verificando tu identidad con RENAPER' });
  },
};

/** The provider confirmed an identity with another DNI than the account's: refused, with the way back. */
export const VerificationRefused: Story = {
  name: 'Identidad con otro DNI',
  parameters: {
    returnUrl: '/afipredirect/?state=demo&code=otro-dni',
    returnAction: (): ProviderReturnOutcome => ({
      status: 'error',
      message: 'La identidad que confirmó el proveedor tiene otro DNI que tu cuenta, así que no la usamos para verificarla.',
      returnTo: '/dashboard',
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'No pudimos verificar tu identidad' });
  },
};

/** No parameters (a reload of the cleaned page, or a bookmark). */
export const Missing: Story = { name: 'Sin datos del proveedor', play: errorShown };

export const Repeated: Story = {
  name: 'Datos repetidos',
  parameters: { returnUrl: '/afipredirect/?state=a&code=b&code=c' },
  play: errorShown,
};

export const Malformed: Story = {
  name: 'Datos no válidos',
  parameters: { returnUrl: `/renaperredirect/?state=a&code=${encodeURIComponent('<script>alert(1)</script>')}` },
  args: { provider: 'renaper' },
  play: errorShown,
};

/** This tab already sent this return: refused without a call. */
export const AlreadyUsed: Story = {
  name: 'Ingreso ya usado',
  parameters: { returnUrl: '/miargentinaredirect/?state=s&code=usado' },
  args: { provider: 'miargentina' },
  beforeEach: () => {
    const cleanup = fresh();
    markReturnConsumed('miargentina', 'usado');
    return cleanup;
  },
  play: errorShown,
};

/** The provider's service refuses the code (unknown, expired or used elsewhere). */
export const Refused: Story = {
  name: 'Código rechazado',
  parameters: { returnUrl: '/afipredirect/?state=desconocido&code=desconocido' },
  beforeEach: () => {
    const cleanup = fresh();
    rememberProviderStart('afip');
    return cleanup;
  },
  play: errorShown,
};

/** A return this tab did not leave for (a link someone sent): refused before anything is sent. */
export const StartedElsewhere: Story = {
  name: 'Empezado en otra pestaña',
  parameters: { returnUrl: '/afipredirect/?state=ajeno&code=ajeno' },
  play: errorShown,
};

/** Back from confirming the identity to undo an e-mail change: nothing is sent, the undo page gets the proof. */
export const BackToEmailUndo: Story = {
  name: 'Vuelve a deshacer el cambio de e-mail',
  parameters: { returnUrl: '/afipredirect/?state=demo&code=demo' },
  beforeEach: () => {
    const cleanup = fresh();
    rememberProviderStart('afip', 'v'.repeat(43), Date.now(), '/deshacer-email', 'u'.repeat(43));
    return cleanup;
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Volvió con la confirmación de afip, sin pasarla por la dirección.');
  },
};
