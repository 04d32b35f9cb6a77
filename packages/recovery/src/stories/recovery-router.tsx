import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import type { Decorator } from '@storybook/react';
import { type ReactNode, useState } from 'react';
import type { ActionFunction } from 'react-router';
import { RECOVERY_PATHS } from '../paths';
import { supportRequestAction } from '../support/support-request-action';
import { TEST_DESTINATIONS } from '../test/destinations';

/**
 * For the recovery stories: a memory data router at `path` whose route draws `screen` and answers
 * its submissions with `action` (the route's own, against the fake services, or a story's stand-in
 * for one answer of the service), with stand-ins for the pages the screens link to and the support
 * request's route.
 */
function RecoveryRouter({ path, screen, action }: { path: string; screen: ReactNode; action?: ActionFunction }) {
  const pathname = path.split('?')[0] ?? path;
  const [router] = useState(() =>
    createTestRouter(
      [
        { path: pathname, element: screen, ...(action ? { action } : {}) },
        { path: TEST_DESTINATIONS.login, element: <p>Inicio de sesión (otra historia)</p> },
        ...(pathname === RECOVERY_PATHS.forgotPassword
          ? []
          : [{ path: RECOVERY_PATHS.forgotPassword, element: <p>Recuperar contraseña (otra historia)</p> }]),
        ...(pathname === RECOVERY_PATHS.resendVerification
          ? []
          : [{ path: RECOVERY_PATHS.resendVerification, element: <p>Validar tu cuenta (otra historia)</p> }]),
        { path: RECOVERY_PATHS.supportRequest, action: supportRequestAction },
      ],
      { initialEntries: [path] },
    ),
  );
  return <TestRouter router={router} />;
}

/**
 * A recovery screen's stories' decorator: the screen on its route at `parameters.path` (an address,
 * or a function giving one when the story draws) or else `path`, answered by the story's
 * `parameters.action` (a stand-in for the service's answer) or else the route's own `action`,
 * which asks the fakes.
 */
export function atRecoveryRoute(action: ActionFunction, path?: string): Decorator {
  return (Story, { parameters }) => {
    const given: unknown = parameters.path;
    const at = typeof given === 'function' ? String(given()) : given === undefined ? path : String(given);
    if (at === undefined) throw new Error('atRecoveryRoute: no path, neither given nor in the story’s parameters');
    return <RecoveryRouter path={at} screen={<Story />} action={(parameters.action as ActionFunction | undefined) ?? action} />;
  };
}

/** A stand-in for the route's action: the service's answer `outcome`, at once. */
export function answers(outcome: unknown): ActionFunction {
  return () => outcome;
}

/** A stand-in for the route's action whose answer never comes: the screen stays busy. */
export const neverAnswers: ActionFunction = () => new Promise<never>(() => undefined);

/**
 * For the support request's stories: `children` on a page of a memory data router that also holds
 * the support request's route, answered by `action` (a stand-in) or the route's own, against the
 * fake services.
 */
export function SupportRouter({ children, action }: { children: ReactNode; action?: ActionFunction }) {
  const [router] = useState(() =>
    createTestRouter([
      { path: '/', element: children },
      { path: RECOVERY_PATHS.supportRequest, action: action ?? supportRequestAction },
    ]),
  );
  return <TestRouter router={router} />;
}
