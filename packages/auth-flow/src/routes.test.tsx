import { storeSession } from '@portal/api-client';
import { ToastProvider } from '@portal/ui-kit';
import { renderRouter } from '@portal/vitest-config/router';
import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RedirectIfSignedIn } from './guard/require-signed-in';
import type { HandoffScreen } from './handoff/handoff-screen';
import type { LoginScreen } from './login/login-screen';
import type { AuthDestinations } from './paths';
import type { ProviderReturnScreen } from './providers/provider-return-screen';
import { type AuthRoutesOptions, createAuthRoutes } from './routes';
import type { ServiceLoginRoute } from './service-login/service-login-route';

/** Not the portal's: so a screen that used anything but what it was handed would show. */
const ELSEWHERE: AuthDestinations = {
  signedInHome: '/escritorio',
  register: '/alta',
  forgotPassword: '/olvido',
  resendVerification: '/reenvio',
};

function renderAt(path: string) {
  return renderRouter([...createAuthRoutes({ destinations: ELSEWHERE }), { path: ELSEWHERE.signedInHome, element: <h1>Escritorio</h1> }], {
    path,
    wrap: (children) => <ToastProvider>{children}</ToastProvider>,
  }).router;
}

describe('createAuthRoutes', () => {
  it("hands the login screen the destinations it was given: its links lead to the shell's pages", async () => {
    renderAt('/login/');
    expect(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', ELSEWHERE.forgotPassword);
    expect(screen.getByRole('link', { name: '¿No recibiste el correo de validación?' })).toHaveAttribute(
      'href',
      ELSEWHERE.resendVerification,
    );
    expect(screen.getByRole('link', { name: 'Registrate' })).toHaveAttribute('href', ELSEWHERE.register);
  });

  it("hands the guard of / and /login/ the signed-in resident's destination", async () => {
    storeSession({ access: 'access-token', refresh: 'refresh-token' });
    const router = renderAt('/login/');
    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ELSEWHERE.signedInHome);
  });

  it('cannot be wired without them: the factory, the guard and every screen require them (a type error, not a screen that throws)', () => {
    expectTypeOf<AuthRoutesOptions>().toExtend<{ destinations: AuthDestinations }>();
    expectTypeOf<ComponentProps<typeof RedirectIfSignedIn>>().toExtend<{ to: string }>();
    expectTypeOf<ComponentProps<typeof LoginScreen>>().toExtend<{ destinations: AuthDestinations }>();
    expectTypeOf<ComponentProps<typeof ServiceLoginRoute>>().toExtend<{ destinations: Pick<AuthDestinations, 'signedInHome'> }>();
    expectTypeOf<ComponentProps<typeof HandoffScreen>>().toExtend<{ destinations: Pick<AuthDestinations, 'signedInHome'> }>();
    expectTypeOf<ComponentProps<typeof ProviderReturnScreen>>().toExtend<{ destinations: Pick<AuthDestinations, 'signedInHome'> }>();
  });
});
