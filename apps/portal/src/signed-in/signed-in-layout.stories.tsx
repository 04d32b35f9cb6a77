import { signedInContext, signedInRoute, storeSession } from '@portal/api-client';
import { VerifyIdentityProviders } from '@portal/auth-flow';
import { createClaimsRoutes } from '@portal/claims';
import { DEMO_RESIDENT, type FakeState, NEW_RESIDENT } from '@portal/fake-services';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import { desktop, expectTexts, phone } from '@portal/vitest-config/story-play';
import type { Meta, StoryObj } from '@storybook/react';
import { useMemo } from 'react';
import type { RouteObject } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { SignedInLayout } from './signed-in-layout';

/** The longest delay a fault may have: a load that never ends while a story is looked at. */
const FOREVER_MS = 2_147_483_647;

interface SignedInFrameProps {
  /** A page whose screen's code never arrives, to see the frame while it is on its way. */
  neverArrives?: string;
}

/** The signed-in layout around the claims package's screens, starting at the desktop. */
function SignedInFrame({ neverArrives }: SignedInFrameProps) {
  const router = useMemo(() => {
    const screens = createClaimsRoutes({ verifyIdentity: <VerifyIdentityProviders /> }).map(
      (route): RouteObject => (route.path === neverArrives ? { path: route.path, lazy: () => new Promise(() => {}) } : route),
    );
    return createTestRouter([{ ...signedInRoute, Component: SignedInLayout, children: screens }], {
      initialEntries: ['/dashboard'],
      context: signedInContext(),
    });
  }, [neverArrives]);
  return <TestRouter router={router} />;
}

/** The demo resident signed in, as the fakes know her; `steps` set up the situation. */
const signedIn =
  (...steps: Array<(state: FakeState) => void>) =>
  (state: FakeState) => {
    storeSession(state.signIn(DEMO_RESIDENT.dni));
    for (const step of steps) step(state);
  };

/**
 * The frame of every signed-in page (docs/product.md#signed-in-shell): the sidebar, the top bar
 * with the resident, and the page inside once the resident's profile has loaded.
 */
const meta = {
  title: 'Área personal/Marco del área personal',
  component: SignedInFrame,
  parameters: { fakeServices: signedIn() },
  globals: desktop,
} satisfies Meta<typeof SignedInFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile loaded: the desktop inside the frame, the resident named in the top bar. */
export const Loaded: Story = { name: 'Con tus datos', play: expectTexts('Hola, María Laura', 'Nivel 2') };
export const LoadedPhone: Story = { ...Loaded, name: 'Con tus datos (teléfono)', globals: phone };

/** A resident at Nivel 1 (his DNI only claimed at registration): the badge says so, the desktop offers the verification. */
export const NotVerified: Story = {
  name: 'Nivel 1',
  parameters: { fakeServices: (state: FakeState) => storeSession(state.signIn(NEW_RESIDENT.dni)) },
  play: expectTexts('Hola, Julián', 'Nivel 1', 'Verificá tu identidad', 'Verificar con AFIP'),
};
export const NotVerifiedPhone: Story = { ...NotVerified, name: 'Nivel 1 (teléfono)', globals: phone };

/** The auth service never answers the profile: the frame says it is loading the resident's data. */
export const LoadingProfile: Story = {
  name: 'Cargando tus datos',
  parameters: {
    fakeServices: signedIn((state) => {
      state.faults.auth = { mode: 'slow', delayMs: FOREVER_MS };
    }),
  },
  play: expectTexts('Cargando tus datos...'),
};
export const LoadingProfilePhone: Story = { ...LoadingProfile, name: 'Cargando tus datos (teléfono)', globals: phone };

/** The auth service fails: what happened, and a retry, in the frame. */
export const ProfileFailed: Story = {
  name: 'Tus datos no cargaron',
  parameters: {
    fakeServices: signedIn((state) => {
      state.faults.auth = { mode: 'fail' };
    }),
  },
  play: expectTexts('No pudimos cargar tus datos', 'Reintentar'),
};
export const ProfileFailedPhone: Story = { ...ProfileFailed, name: 'Tus datos no cargaron (teléfono)', globals: phone };

/** Reclamos chosen in the sidebar while its screen's code is on its way: a spinner in the content area, the frame kept. */
export const ScreenArriving: Story = {
  name: 'Pantalla en camino',
  args: { neverArrives: '/reclamos' },
  play: async (context) => {
    await expectTexts('Hola, María Laura')(context);
    const page = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(page.getAllByRole('link', { name: 'Reclamos' })[0] as HTMLElement);
    await expect(await page.findByText('Cargando...')).toBeInTheDocument();
    await expect(page.queryByText('Hola, María Laura')).toBeNull();
    await expect(page.getByText('Nivel 2')).toBeVisible();
  },
};
