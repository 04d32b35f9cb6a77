import { newPkceVerifier, type Provider, s256Challenge } from '@portal/api-client';
import { NEW_RESIDENT } from '@portal/fake-services';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { renderAuthFlow } from '../test/portal';
import { fakeState, lastCodeFor, server } from '../test/setup';
import { rememberProviderStart } from './provider-starts';

// A provider return that waits for the resident (R17): the seeded level-1 account of 27999888
// (nuevo@example.com) is linked with its password and mailed code, or closed after a confirmation;
// a new account whose identity's e-mail another account holds asks for one.

/** A return for `dni` from a sign-in this tab started. */
async function returnFor(dni: number, provider: Provider = 'afip'): Promise<string> {
  const verifier = newPkceVerifier();
  rememberProviderStart(provider, verifier);
  const started = fakeState().startProviderLogin(provider, await s256Challenge(verifier), dni);
  if (!started) throw new Error('no provider identity');
  return `/${provider}redirect/?${new URLSearchParams({ state: started.state, code: started.code })}`;
}

const account = () => fakeState().findAccount(NEW_RESIDENT.email);

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('a provider return that finds a level-1 account for the DNI', () => {
  it('asks whether the account is the resident’s, its e-mail masked, and changes nothing yet', async () => {
    renderAuthFlow(await returnFor(NEW_RESIDENT.dni));
    expect(await screen.findByRole('heading', { level: 1, name: '¿Esta cuenta es tuya?' })).toBeInTheDocument();
    expect(screen.getByText('n•••@e•••.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Es mi cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No la reconozco' })).toBeInTheDocument();
    expect(account()).toMatchObject({ closed: false, level: 1 });
    expect(fakeState().mailbox).toEqual([]);
    expect(window.localStorage.getItem('lgac')).toBeNull();
  });

  it('“Es mi cuenta”: the password and the mailed code link the account, which lands on the desktop at Nivel 2', async () => {
    const user = userEvent.setup();
    const { router } = renderAuthFlow(await returnFor(NEW_RESIDENT.dni));
    await user.click(await screen.findByRole('button', { name: 'Es mi cuenta' }));
    expect(screen.getByRole('link', { name: 'Olvidé mi contraseña' })).toHaveAttribute('href', '/forgotpassword');
    await user.type(screen.getByLabelText('Contraseña'), NEW_RESIDENT.password);
    await user.click(screen.getByRole('button', { name: 'CONTINUAR' }));
    expect(
      await screen.findByText('Te enviamos por e-mail un código de 4 dígitos. Ingresalo para vincular tu cuenta.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /dígito 1/i }), lastCodeFor(NEW_RESIDENT.email));
    expect(await screen.findByRole('heading', { level: 1, name: 'Escritorio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(account()).toMatchObject({ closed: false, level: 2 });
    expect(fakeState().mailbox.some((mail) => mail.subject.startsWith('Vinculamos tu cuenta'))).toBe(true);
  });

  it('a wrong password: says so, clears the password and counts it', async () => {
    const user = userEvent.setup();
    renderAuthFlow(await returnFor(NEW_RESIDENT.dni));
    await user.click(await screen.findByRole('button', { name: 'Es mi cuenta' }));
    await user.type(screen.getByLabelText('Contraseña'), 'otra-cosa');
    await user.click(screen.getByRole('button', { name: 'CONTINUAR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('DNI, e-mail o contraseña incorrectos.');
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveValue(''));
    expect(account()?.failures).toBe(1);
  });

  it('a locked account: the lock’s countdown, kept as the login’s', async () => {
    const user = userEvent.setup();
    const locked = account();
    if (!locked) throw new Error('no account');
    locked.failures = 4;
    renderAuthFlow(await returnFor(NEW_RESIDENT.dni));
    await user.click(await screen.findByRole('button', { name: 'Es mi cuenta' }));
    await user.type(screen.getByLabelText('Contraseña'), 'otra-cosa');
    await user.click(screen.getByRole('button', { name: 'CONTINUAR' }));
    // The lock's dialog over the page, and its notice on it.
    expect(await screen.findAllByText('Cuenta bloqueada temporalmente')).toHaveLength(2);
    expect(Number(window.localStorage.getItem('loginLockUntil'))).toBeGreaterThan(Date.now());
    expect(screen.getByRole('button', { name: 'CONTINUAR', hidden: true })).toBeDisabled();
  });

  it('“No la reconozco”: after a confirmation, the account is closed and the resident signs in to a new one', async () => {
    const user = userEvent.setup();
    renderAuthFlow(await returnFor(NEW_RESIDENT.dni));
    await user.click(await screen.findByRole('button', { name: 'No la reconozco' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cerramos esa cuenta?' });
    expect(dialog).toHaveTextContent('Sus datos se guardan 30 días y después se borran.');
    expect(account()?.closed).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar esa cuenta y continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Escritorio' })).toBeInTheDocument();
    expect(account()?.closed).toBe(true);
  });

  it('against a service without linking (404), says so and changes nothing', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/providerlink/decline/', () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 })));
    renderAuthFlow(await returnFor(NEW_RESIDENT.dni));
    await user.click(await screen.findByRole('button', { name: 'No la reconozco' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cerrar esa cuenta y continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este servicio del municipio todavía no permite vincular cuentas.');
    expect(account()).toMatchObject({ closed: false, level: 1 });
  });
});

describe('a provider return whose identity’s e-mail another account holds', () => {
  it('asks for an e-mail, refuses a taken one, and signs in once the code mailed to the typed one comes back', async () => {
    const user = userEvent.setup();
    // Norma's e-mail is already another open account's.
    const holder = account();
    if (!holder) throw new Error('no account');
    holder.email = 'norma.gimenez@example.com';
    renderAuthFlow(await returnFor(25111222));
    expect(await screen.findByRole('heading', { level: 1, name: 'Necesitamos tu e-mail' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tu e-mail'), 'norma.gimenez@example.com');
    await user.click(screen.getByRole('button', { name: 'ENVIAR CÓDIGO' }));
    await waitFor(() => expect(screen.getByLabelText('Tu e-mail')).toHaveAccessibleDescription(/Ese e-mail ya es de otra cuenta/));
    expect(screen.getByLabelText('Tu e-mail')).toHaveValue('norma.gimenez@example.com');
    await user.clear(screen.getByLabelText('Tu e-mail'));
    await user.type(screen.getByLabelText('Tu e-mail'), 'norma@example.org');
    await user.click(screen.getByRole('button', { name: 'ENVIAR CÓDIGO' }));
    expect(
      await screen.findByText('Te enviamos un código de 4 dígitos a norma@example.org. Ingresalo para confirmarlo.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /dígito 1/i }), lastCodeFor('norma@example.org'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Escritorio' })).toBeInTheDocument();
    expect(fakeState().findAccount('norma@example.org')).toMatchObject({ dni: 25111222, level: 2 });
  });
});
