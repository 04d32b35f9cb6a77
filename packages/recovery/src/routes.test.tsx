import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RecoveryDestinations } from './paths';
import { createRecoveryRoutes, type RecoveryRoutesOptions } from './routes';
import type { ActivationScreen } from './screens/activation-screen';
import type { ForgotPasswordScreen } from './screens/forgot-password-screen';
import type { ResendVerificationScreen } from './screens/resend-verification-screen';
import type { ResetPasswordScreen } from './screens/reset-password-screen';

describe('createRecoveryRoutes', () => {
  it('hands its screens the destinations the shell gave it', async () => {
    const router = createTestRouter(createRecoveryRoutes({ destinations: { login: '/otro-ingreso/' } }), {
      initialEntries: ['/forgotpassword'],
    });
    render(<TestRouter router={router} />);
    expect(await screen.findByRole('link', { name: 'Volver a inicio' })).toHaveAttribute('href', '/otro-ingreso/');
  });

  it("sends the support request's address, opened in the browser, to the login screen (it has no screen of its own)", async () => {
    const routes = [
      ...createRecoveryRoutes({ destinations: { login: '/otro-ingreso/' } }),
      { path: '/otro-ingreso/', element: <h1>Ingreso</h1> },
    ];
    const router = createTestRouter(routes, { initialEntries: ['/solicitud-de-ayuda'] });
    render(<TestRouter router={router} />);
    expect(await screen.findByRole('heading', { name: 'Ingreso' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/otro-ingreso/');
  });

  it('cannot be wired without them: the factory and every screen require them (a type error, not a screen that throws)', () => {
    expectTypeOf<RecoveryRoutesOptions>().toExtend<{ destinations: RecoveryDestinations }>();
    expectTypeOf<ComponentProps<typeof ForgotPasswordScreen>>().toExtend<{ destinations: RecoveryDestinations }>();
    expectTypeOf<ComponentProps<typeof ResendVerificationScreen>>().toExtend<{ destinations: RecoveryDestinations }>();
    expectTypeOf<ComponentProps<typeof ActivationScreen>>().toExtend<{ destinations: RecoveryDestinations }>();
    expectTypeOf<ComponentProps<typeof ResetPasswordScreen>>().toExtend<{ destinations: RecoveryDestinations }>();
  });
});
