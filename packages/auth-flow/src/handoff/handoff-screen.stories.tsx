import { ERROR_MESSAGES, storeSession } from '@portal/api-client';
import { DEMO_RESIDENT, type FakeState, NEW_RESIDENT } from '@portal/fake-services';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import type { Meta, StoryObj } from '@storybook/react';
import { useMemo } from 'react';
import type { ActionFunction } from 'react-router';
import { within } from 'storybook/test';
import { TEST_DESTINATIONS } from '../test/destinations';
import { HANDOFF_MESSAGES, type HandoffResult, handoffAction } from './handoff-action';
import { HandoffScreen, type HandoffScreenProps } from './handoff-screen';

/** The service's answer stood in for: the hand-off's action comes to `result` (or never answers), nothing is sent. */
const answers =
  (result?: HandoffResult): ActionFunction =>
  () =>
    result ?? new Promise<never>(() => {});

/** `/login/:token` as the portal has it; its action the real one (stories never leave Storybook) unless a story stands in. */
function Stage({ service, destinations, action }: HandoffScreenProps & { action?: ActionFunction }) {
  const router = useMemo(
    () =>
      createTestRouter(
        [
          {
            path: '/login/:token',
            element: <HandoffScreen service={service} destinations={destinations} />,
            action: action ?? handoffAction({ leave: () => {}, reload: () => {} }),
          },
          { path: TEST_DESTINATIONS.signedInHome, element: <p>Escritorio (fuera de este paquete)</p> },
        ],
        { initialEntries: [`/login/${service}`] },
      ),
    [service, destinations, action],
  );
  return <TestRouter router={router} />;
}

const meta = {
  title: 'Área personal/Paso a un servicio',
  component: HandoffScreen,
  parameters: { layout: 'fullscreen' },
  args: { service: 'habilitaciones', destinations: TEST_DESTINATIONS },
  render: (args, { parameters }) => <Stage {...args} action={parameters.handoffAction as ActionFunction | undefined} />,
} satisfies Meta<typeof HandoffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for `newalpha/`. */
export const Requesting: Story = {
  name: 'Pidiendo el pase',
  parameters: { handoffAction: answers() },
};

/** The address is ready and the browser is on its way; the link is there should it not move. */
export const Leaving: Story = {
  name: 'Saliendo hacia el servicio',
  parameters: {
    handoffAction: answers({ status: 'leaving', url: 'http://127.0.0.1:4010/servicios/habilitaciones/login/Ab12Cd34' }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'continuá a Habilitaciones' });
  },
};

/** The real flow against the fake services, signed in as the demo resident. */
export const Live: Story = {
  name: 'Con los servicios',
  parameters: {
    fakeServices: (state: FakeState) => storeSession(state.signIn(DEMO_RESIDENT.dni)),
  },
};

/** A service that is not configured: nothing is asked and the browser stays. */
export const Unconfigured: Story = {
  name: 'Servicio sin configurar',
  args: { service: 'turnos' },
  parameters: { handoffAction: answers({ status: 'error', reason: 'unconfigured', message: HANDOFF_MESSAGES.unconfigured }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(HANDOFF_MESSAGES.unconfigured);
  },
};

/** `newalpha/` refused the token: signed out, and the page is about to reload. */
export const Failed: Story = {
  name: 'Sesión rechazada',
  parameters: { handoffAction: answers({ status: 'error', reason: 'failed', message: ERROR_MESSAGES.sessionExpired }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(ERROR_MESSAGES.sessionExpired);
  },
};

/** No usable answer from `newalpha/` (a dropped line, a 5xx): still signed in, 'Reintentar' asks again. */
export const Unreachable: Story = {
  name: 'Sin respuesta',
  parameters: { handoffAction: answers({ status: 'error', reason: 'unreachable', message: ERROR_MESSAGES.network }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Reintentar' });
  },
};

/** The real flow against the fake services with the auth service failing (500). */
export const UnreachableLive: Story = {
  name: 'Sin respuesta de los servicios',
  parameters: {
    fakeServices: (state: FakeState) => {
      storeSession(state.signIn(DEMO_RESIDENT.dni));
      state.faults.auth = { mode: 'fail' };
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(ERROR_MESSAGES.failed);
    await within(canvasElement).findByRole('button', { name: 'Reintentar' });
  },
};

const LEVEL_NEEDED = 'Para ingresar a otros servicios de la Municipalidad tenés que verificar tu identidad (Nivel 2).';

/** `newalpha/` refused the account's level (Nivel 1, DNI only typed): still signed in, the verification with AFIP alone. */
export const NotVerified: Story = {
  name: 'Nivel 1: verificá tu identidad',
  parameters: { handoffAction: answers({ status: 'error', reason: 'level', message: LEVEL_NEEDED }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Verificar con AFIP' });
  },
};

/** The real flow against the fake services, signed in as the new resident, whose DNI is only claimed (Nivel 1). */
export const NotVerifiedLive: Story = {
  name: 'Nivel 1 contra los servicios',
  parameters: {
    fakeServices: (state: FakeState) => storeSession(state.signIn(NEW_RESIDENT.dni)),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Verificá tu identidad para ingresar a Habilitaciones' });
    await within(canvasElement).findByRole('link', { name: 'Verificar con AFIP' });
  },
};
