import { ERROR_MESSAGES, storeSession } from '@portal/api-client';
import { DEMO_RESIDENT, type FakeState, NEW_RESIDENT } from '@portal/fake-services';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { within } from 'storybook/test';
import { TEST_DESTINATIONS } from '../test/destinations';
import { HandoffScreen } from './handoff-screen';
import { HANDOFF_MESSAGES, type HandoffStore, useHandoffStore } from './handoff-store';

function seed(state: Partial<HandoffStore>) {
  return () => {
    useHandoffStore.getState().reset();
    useHandoffStore.setState(state);
    return () => useHandoffStore.getState().reset();
  };
}

const meta = {
  title: 'Área personal/Paso a un servicio',
  component: HandoffScreen,
  parameters: { layout: 'fullscreen' },
  // Stories never leave Storybook: the page exits do nothing here.
  args: { service: 'habilitaciones', destinations: TEST_DESTINATIONS, leave: () => {}, reload: () => {} },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  beforeEach: seed({}),
} satisfies Meta<typeof HandoffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for `newalpha/`. */
export const Requesting: Story = {
  name: 'Pidiendo el pase',
  beforeEach: seed({ handoff: { status: 'loading', service: 'habilitaciones' } }),
};

/** The address is ready and the browser is on its way; the link is there should it not move. */
export const Leaving: Story = {
  name: 'Saliendo hacia el servicio',
  beforeEach: seed({
    handoff: {
      status: 'leaving',
      service: 'habilitaciones',
      url: 'http://127.0.0.1:4010/servicios/habilitaciones/login/Ab12Cd34',
    },
  }),
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
  beforeEach: seed({
    handoff: { status: 'error', service: 'turnos', reason: 'unconfigured', message: HANDOFF_MESSAGES.unconfigured },
  }),
};

/** `newalpha/` refused the token: signed out, and the page is about to reload. */
export const Failed: Story = {
  name: 'Sesión rechazada',
  beforeEach: seed({
    handoff: {
      status: 'error',
      service: 'habilitaciones',
      reason: 'failed',
      message: ERROR_MESSAGES.sessionExpired,
    },
  }),
};

/** No usable answer from `newalpha/` (a dropped line, a 5xx): still signed in, 'Reintentar' asks again. */
export const Unreachable: Story = {
  name: 'Sin respuesta',
  beforeEach: seed({
    handoff: { status: 'error', service: 'habilitaciones', reason: 'unreachable', message: ERROR_MESSAGES.network },
  }),
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
  beforeEach: seed({
    handoff: { status: 'error', service: 'habilitaciones', reason: 'level', message: LEVEL_NEEDED },
  }),
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
