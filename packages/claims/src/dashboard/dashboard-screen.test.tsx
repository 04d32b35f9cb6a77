import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate, localIsoDate } from '../shared/dates';
import { renderSignedIn } from '../test/render';
import { fakeState } from '../test/setup';
import { newProfile } from '../test/signed-in-stage';

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('Escritorio', () => {
  it('greets the resident and shows the licence expiring soon and the newest claims', async () => {
    renderSignedIn('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, María Laura' })).toBeInTheDocument();
    expect(await screen.findByText('Vence pronto')).toBeInTheDocument();
    const expiry = localIsoDate(new Date(Date.now() + 21 * 86_400_000));
    const licence = section('Licencia de conducir');
    expect(within(licence).getByText(formatDate(expiry))).toBeInTheDocument();
    expect(within(licence).getByText('Faltan 21 días')).toBeInTheDocument();

    const claims = section('Últimos reclamos');
    const items = await within(claims).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Alumbrado público - Luminaria apagada',
      'Residuos - Recolección no realizada',
      'Calles y veredas - Bache',
    ]);
    expect(within(claims).getByRole('link', { name: 'Ver todos mis reclamos (9)' })).toBeInTheDocument();
    expect(document.title).toBe('Escritorio · Portal del Vecino');
    await expectNoAxeViolations();
  });

  it('opens a recent claim in the claims list', async () => {
    const router = renderSignedIn('/dashboard');
    await userEvent.click(await screen.findByRole('link', { name: 'Residuos - Recolección no realizada' }));
    expect(await screen.findByRole('dialog', { name: 'Reclamo N° 248502' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reclamos');
  });

  it('shows the empty states of a resident without licence or claims', async () => {
    renderSignedIn('/dashboard', newProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Julián' })).toBeInTheDocument();
    expect(await screen.findByText('No tenés una licencia de conducir registrada en el municipio.')).toBeInTheDocument();
    expect(await screen.findByText('Todavía no tenés reclamos.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('gives each section its own error and retry', async () => {
    fakeState().faults.municipal = { mode: 'fail' };
    renderSignedIn('/dashboard');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    delete fakeState().faults.municipal;

    await userEvent.click(within(section('Últimos reclamos')).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Ver todos mis reclamos (9)' })).toBeInTheDocument();
    // The licence still shows its own failure until its own retry.
    expect(within(section('Licencia de conducir')).getByRole('alert')).toHaveTextContent('No pudimos cargar tu licencia');
    await userEvent.click(within(section('Licencia de conducir')).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Vence pronto')).toBeInTheDocument();
  });
});
