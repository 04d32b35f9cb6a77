import { DEMO_RESIDENT, type FakeState } from '@portal/fake-services';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import { useMemo } from 'react';
import type { RouteObject } from 'react-router';
import { PROFILE_PATHS } from '../paths';
import { createEmailConfirmationRoutes } from '../routes';

/** `/confirmar-email` and `/cancelar-email` as the shell has them, beside stand-ins for the pages they lead to. */
export function emailConfirmationStage(): RouteObject[] {
  return [
    ...createEmailConfirmationRoutes({ destinations: { home: '/', forgotPassword: '/forgotpassword' } }),
    { path: '/', element: <h1>Inicio (fuera de este paquete)</h1> },
    { path: '/forgotpassword', element: <h1>Recuperar contraseña (fuera de este paquete)</h1> },
    { path: PROFILE_PATHS.profile, element: <h1>Mi perfil (fuera de esta página)</h1> },
  ];
}

/** The stage in a memory router at a link's path, for stories. */
export function EmailLinkStage({ path }: { path: string }) {
  const router = useMemo(() => createTestRouter(emailConfirmationStage(), { initialEntries: [path] }), [path]);
  return <TestRouter router={router} />;
}

/** The addresses of the mails an e-mail change sends: the confirmation to the new one, the cancel link to the old one. */
export interface AskedChange {
  confirm: string;
  cancel: string;
}

/**
 * For stories: the demo resident asks the fake for a new e-mail, as the profile form does; `links`
 * are then the mailed links' paths. With `spent`, the link of that page was already used.
 */
export function askedChange(spent?: keyof AskedChange) {
  const links: AskedChange = { confirm: PROFILE_PATHS.confirmEmail, cancel: PROFILE_PATHS.cancelEmail };
  const prepare = (state: FakeState) => {
    const account = state.accountByDni(DEMO_RESIDENT.dni);
    if (!account) throw new Error('no demo resident');
    const answer = state.updateUser(account, account.id, { email: 'maria.laura@example.com', current_password: DEMO_RESIDENT.password });
    if (answer.status !== 200) throw new Error(`updateUser answered ${answer.status}`);
    const link = (to: string) => new URL(state.mailbox.findLast((mail) => mail.to === to)?.link ?? '');
    const confirm = link('maria.laura@example.com');
    const cancel = link(DEMO_RESIDENT.email);
    links.confirm = `${confirm.pathname}${confirm.search}`;
    links.cancel = `${cancel.pathname}${cancel.search}`;
    const token = (spent === 'confirm' ? confirm : cancel).searchParams.get('token') ?? '';
    if (spent === 'confirm' && state.confirmEmailChange(token).status !== 200) throw new Error('the change was not confirmed');
    if (spent === 'cancel' && state.cancelEmailChange(token).status !== 200) throw new Error('the change was not cancelled');
  };
  return { prepare, links };
}
