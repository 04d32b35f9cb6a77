import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_WAIT_MS } from '../loaders';
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

  describe('entering the area', () => {
    const LOADING = ['Cargando tu licencia...', 'Cargando tus reclamos...'];

    /**
     * The fake's timers (its slow fault) and the entry's wait run on a clock the test moves; React
     * and the router work through `setImmediate`, which stays real: each step lets them finish.
     */
    async function settle() {
      for (let turn = 0; turn < 20; turn++) await act(() => new Promise<void>((done) => setImmediate(done)));
    }

    /** Every text the page has shown, as it showed it. */
    function watchTexts() {
      const shown: string[] = [];
      const observer = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      return { shown, stop: () => observer.disconnect() };
    }

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('shows whole when the licence and the claims follow the profile within ENTRY_WAIT_MS: never the cards’ loading states', async () => {
      fakeState().faults.municipal = { mode: 'slow', delayMs: ENTRY_WAIT_MS - 100 };
      const texts = watchTexts();
      renderSignedIn('/dashboard');
      await settle();
      // The profile is in hand, the cards' data is not: the screen waits, inside the shell's loading state.
      expect(screen.queryByRole('heading', { name: 'Hola, María Laura' })).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('Cargando tus datos...');
      await act(() => vi.advanceTimersByTimeAsync(ENTRY_WAIT_MS - 100));
      await settle();
      texts.stop();
      expect(screen.getByRole('heading', { name: 'Hola, María Laura' })).toBeInTheDocument();
      expect(screen.getByText('Vence pronto')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver todos mis reclamos (9)' })).toBeInTheDocument();
      expect(texts.shown.filter((text) => LOADING.some((label) => text.includes(label)))).toEqual([]);
    });

    it('waits no longer than ENTRY_WAIT_MS after the profile: then the greeting, and each card loading on its own', async () => {
      fakeState().faults.municipal = { mode: 'slow', delayMs: 5_000 };
      renderSignedIn('/dashboard');
      await settle();
      expect(screen.queryByRole('heading', { name: 'Hola, María Laura' })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(ENTRY_WAIT_MS));
      await settle();
      expect(screen.getByRole('heading', { name: 'Hola, María Laura' })).toBeInTheDocument();
      for (const label of LOADING) expect(screen.getByText(label)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      await settle();
      expect(screen.getByText('Vence pronto')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver todos mis reclamos (9)' })).toBeInTheDocument();
    });
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
