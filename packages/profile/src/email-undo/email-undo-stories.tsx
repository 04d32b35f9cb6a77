import { DEMO_RESIDENT, type FakeState, NEW_RESIDENT } from '@portal/fake-services';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import { type ReactNode, useMemo } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PROFILE_PATHS } from '../paths';
import { createEmailConfirmationRoutes } from '../routes';
import type { EmailUndoNavigationState } from './arrival';

// The stage of `/deshacer-email` for its stories and tests: the page as the shell routes it, a
// stand-in for the provider return that hands a proof back (auth-flow's, outside this package),
// and an e-mail change confirmed on the fake services, whose undo link the page opens.

/** A verifier and its S256 challenge, as the tab that left for the provider keeps them. */
const PKCE = {
  verifier: 'conformance-verifier-of-the-tab-that-began-the-sign-in',
  challenge: 'Akh4x5WRmxyETIpvfyK2KnVWf45qH4PtZVmICgUY-ec',
};

/** Where the stand-in provider return sits. */
const RETURN_PATH = '/renaperredirect/';

/** The address the change went to. */
export const NEW_ADDRESS = 'otra@example.com';

/** What a story or test opens: filled in as the fake services are prepared, before the page draws. */
export interface UndoLink {
  /** `/deshacer-email?token=…`, or the stand-in return when `proofOf` is set. */
  path: string;
  /** The provider return's navigation state, when the page comes back from a provider. */
  handedBack: EmailUndoNavigationState | null;
}

/**
 * Prepares the fake: the resident of `dni` changes the e-mail and confirms it from the new
 * address; the undo link mailed to the old one is what the page opens. With `proofOf`, a provider
 * page confirmed that DNI's identity (renaper), and the page is reached from the stand-in return.
 */
export function confirmedChange(dni: number, proofOf?: number) {
  const link: UndoLink = { path: PROFILE_PATHS.undoEmail, handedBack: null };
  const prepare = (state: FakeState) => {
    const account = state.accountByDni(dni);
    if (!account) throw new Error(`No seeded resident with DNI ${dni}`);
    const password = dni === DEMO_RESIDENT.dni ? DEMO_RESIDENT.password : NEW_RESIDENT.password;
    const previous = account.email;
    if (state.updateUser(account, account.id, { email: NEW_ADDRESS, current_password: password }).status !== 200) {
      throw new Error('the change was refused');
    }
    const confirm = new URL(state.mailbox.findLast((mail) => mail.to === NEW_ADDRESS)?.link ?? '');
    if (state.confirmEmailChange(confirm.searchParams.get('token') ?? '').status !== 200) throw new Error('the change was not confirmed');
    const undo = new URL(state.mailbox.findLast((mail) => mail.to === previous)?.link ?? '');
    link.path = `${undo.pathname}${undo.search}`;
    if (proofOf !== undefined) {
      const choice = state.providerChoices('renaper', PKCE.challenge).find((c) => c.identity.dni === proofOf);
      if (!choice) throw new Error(`No provider identity with DNI ${proofOf}`);
      const token = undo.searchParams.get('token') ?? '';
      link.handedBack = {
        emailUndo: { token, provider: 'renaper', state: choice.state, code: choice.code, verifier: PKCE.verifier },
      };
      link.path = RETURN_PATH;
    }
  };
  return { prepare, link };
}

/** `/deshacer-email` as the shell has it, beside stand-ins for the pages it leads to and the provider return. */
export function emailUndoStage(handedBack: EmailUndoNavigationState | null, confirmIdentity?: (token: string) => ReactNode): RouteObject[] {
  return [
    ...createEmailConfirmationRoutes({ destinations: { home: '/', forgotPassword: '/forgotpassword' }, confirmIdentity }),
    { path: '/', element: <h1>Inicio (fuera de este paquete)</h1> },
    // auth-flow's provider return, as it hands the proof back.
    { path: RETURN_PATH, element: <Navigate to={PROFILE_PATHS.undoEmail} state={handedBack} replace /> },
  ];
}

/** The stage in a memory router at the link's path. */
export function EmailUndoStage({ link, confirmIdentity }: { link: UndoLink; confirmIdentity?: (token: string) => ReactNode }) {
  const router = useMemo(
    () => createTestRouter(emailUndoStage(link.handedBack, confirmIdentity), { initialEntries: [link.path] }),
    [link, confirmIdentity],
  );
  return <TestRouter router={router} />;
}
