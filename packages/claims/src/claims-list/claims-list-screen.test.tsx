import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../test/render';
import { fakeState } from '../test/setup';
import { newProfile } from '../test/signed-in-stage';

/** The router's navigation runs the signed-in route's middleware first: React draws its end once it is done. */
async function drawn() {
  await act(async () => {});
}

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await drawn();
}

function claimNames(): string[] {
  return within(screen.getByRole('list', { name: 'Reclamos' }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('Mis reclamos', () => {
  it('lists every claim as category - subcategory, newest first, highlighting those near today with a text', async () => {
    renderSignedIn('/reclamos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis reclamos' })).toBeInTheDocument();
    expect(await screen.findByText('9 reclamos')).toBeInTheDocument();
    expect(claimNames()[0]).toBe('Alumbrado público - Luminaria apagada');
    expect(claimNames().at(-1)).toBe('Residuos - Microbasural');
    // The seed's claims of 1, 4 and 9 days ago are inside the ±10-day window; 26 days ago is not.
    expect(screen.getByText(/Fecha cercana: ayer/)).toBeInTheDocument();
    expect(screen.getByText(/Fecha cercana: hace 4 días/)).toBeInTheDocument();
    expect(screen.getByText(/Fecha cercana: hace 9 días/)).toBeInTheDocument();
    expect(screen.getAllByText(/Fecha cercana/)).toHaveLength(3);
    expect(document.title).toBe('Mis reclamos · Portal del Vecino');
    await expectNoAxeViolations();
  });

  it('filters by category, state and period through the URL, and Back undoes each step', async () => {
    const router = renderSignedIn('/reclamos');
    await screen.findByText('9 reclamos');

    await choose('Categoría', 'Residuos');
    expect(router.state.location.search).toBe('?categoria=Residuos');
    expect(screen.getByText('2 de 9 reclamos coinciden con los filtros')).toBeInTheDocument();
    expect(claimNames()).toEqual(['Residuos - Recolección no realizada', 'Residuos - Microbasural']);

    await choose('Estado', 'Resuelto');
    expect(new URLSearchParams(router.state.location.search).get('estado')).toBe('Resuelto');
    expect(claimNames()).toEqual(['Residuos - Microbasural']);
    expect(screen.getByText('1 de 9 reclamos coincide con los filtros')).toBeInTheDocument();

    await choose('Período', 'Últimos 90 días');
    expect(screen.getByText('Ningún reclamo coincide con los filtros elegidos.')).toBeInTheDocument();

    await router.navigate(-1);
    await waitFor(() => expect(claimNames()).toEqual(['Residuos - Microbasural']));
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveTextContent('Todos');
    await router.navigate(-1);
    await waitFor(() => expect(claimNames()).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Todos');
    await router.navigate(1);
    await waitFor(() => expect(claimNames()).toHaveLength(1));
  });

  it('opens a shared filtered link as it was, and the empty state clears the filters', async () => {
    const router = renderSignedIn('/reclamos?categoria=Zoonosis&periodo=30');
    expect(await screen.findByText('Ningún reclamo coincide con los filtros elegidos.')).toBeInTheDocument();
    expect(screen.getByText('0 de 9 reclamos coinciden con los filtros')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveTextContent('Zoonosis');
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveTextContent('Últimos 30 días');
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await drawn();
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('9 reclamos')).toBeInTheDocument();
  });

  it('opens a claim in a dialog keyed in the URL, and closing it goes back to the list', async () => {
    const router = renderSignedIn('/reclamos?estado=En+proceso');
    await screen.findByText('2 de 9 reclamos coinciden con los filtros');
    await userEvent.click(screen.getByRole('link', { name: 'Calles y veredas - Bache' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reclamo N° 248119' });
    expect(new URLSearchParams(router.state.location.search).get('reclamo')).toBe('3');
    expect(new URLSearchParams(router.state.location.search).get('estado')).toBe('En proceso');
    expect(within(dialog).getByText('Zelarrayán 820')).toBeInTheDocument();
    expect(within(dialog).getByText('En proceso')).toBeInTheDocument();
    expect(within(dialog).getByText('Bache profundo frente al número 820, peligroso para motos.')).toBeInTheDocument();
    await expectNoAxeViolations();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?estado=En+proceso');
    expect(router.state.historyAction).toBe('POP');
  });

  it('shows a failing service with a retry that works', async () => {
    fakeState().faults.municipal = { mode: 'fail' };
    renderSignedIn('/reclamos');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus reclamos');
    await expectNoAxeViolations();

    delete fakeState().faults.municipal;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('9 reclamos')).toBeInTheDocument();
  });

  it('tells a resident without claims that there are none yet', async () => {
    renderSignedIn('/reclamos', newProfile);
    expect(await screen.findByText('Todavía no tenés reclamos.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
