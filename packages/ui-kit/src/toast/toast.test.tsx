import { testStories } from '@portal/vitest-config/stories';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ToastApi, ToastProvider, toastRegionPart, useToast } from './toast';
import * as stories from './toast.stories';
import { stubIdleCallback } from '@portal/vitest-config/idle';

testStories(stories);

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

const REGION = { name: /Notificaciones/ };

// Each test starts with Radix's toasts not yet downloaded.
beforeEach(() => toastRegionPart.replaceLoader(null));

function mountProvider(duration?: number) {
  return render(
    <ToastProvider duration={duration}>
      <Capture />
    </ToastProvider>,
  );
}

/** Mounts the provider and waits for the toasts' own code, which it fetches once idle. */
async function renderProvider(duration?: number) {
  const view = mountProvider(duration);
  await screen.findByRole('region', REGION);
  return view;
}

function viewport() {
  return screen.getByRole('region', REGION);
}

function toasts() {
  return within(viewport()).queryAllByRole('listitem');
}

describe('Toasts', () => {
  // The first download of the region compiles Radix; later ones in this file come from the cache.
  beforeAll(() => import('./toast-region'));

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast with its title and description in the notifications region', async () => {
    await renderProvider();
    act(() => api.show({ title: 'Error', description: 'Ingresá tu apellido', variant: 'error' }));
    const [toast] = toasts();
    expect(toast).toBeDefined();
    expect(within(toast as HTMLElement).getByText('Error')).toBeInTheDocument();
    expect(within(toast as HTMLElement).getByText('Ingresá tu apellido')).toBeInTheDocument();
  });

  it('puts the viewport at the bottom left of the screen', async () => {
    await renderProvider();
    // Radix wraps the list of toasts in the labelled region; the list is what is placed.
    const style = getComputedStyle(within(viewport()).getByRole('list'));
    expect(style.position).toBe('fixed');
    expect(style.bottom).toBe('0px');
    expect(style.left).toBe('0px');
  });

  it('does not duplicate a toast whose id is showing, and shows it again once closed', async () => {
    await renderProvider();
    const error = { id: 'validation', title: 'Error', description: 'El e-mail no es válido', variant: 'error' as const };
    act(() => api.show(error));
    act(() => api.show(error));
    act(() => api.show({ ...error, description: 'Ingresá tu apellido' }));
    expect(toasts()).toHaveLength(1);
    act(() => api.dismiss('validation'));
    expect(toasts()).toHaveLength(0);
    act(() => api.show(error));
    expect(toasts()).toHaveLength(1);
  });

  it('shows a toast again under the id of one that closed by itself', async () => {
    await renderProvider();
    vi.useFakeTimers();
    const error = { id: 'validation', title: 'Error', description: 'Elegí tu sexo', variant: 'error' as const };
    act(() => api.show(error));
    act(() => vi.advanceTimersByTime(5100));
    expect(toasts()).toHaveLength(0);
    act(() => api.show({ ...error, description: 'Elegí una calle' }));
    expect(toasts()).toHaveLength(1);
    expect(within(viewport()).getByText('Elegí una calle')).toBeInTheDocument();
  });

  it('shows toasts without an id one after another', async () => {
    await renderProvider();
    act(() => api.show({ title: 'Uno' }));
    act(() => api.show({ title: 'Dos' }));
    expect(toasts()).toHaveLength(2);
  });

  it('closes with its Cerrar button', async () => {
    await renderProvider();
    act(() => api.show({ id: 'x', title: 'Solicitud enviada.', variant: 'success' }));
    fireEvent.click(within(viewport()).getByRole('button', { name: 'Cerrar' }));
    expect(toasts()).toHaveLength(0);
  });

  it('closes by itself after 5000 ms by default', async () => {
    await renderProvider();
    vi.useFakeTimers();
    act(() => api.show({ title: 'Error', variant: 'error' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(toasts()).toHaveLength(0);
  });

  it('honours a duration per toast', async () => {
    await renderProvider();
    vi.useFakeTimers();
    act(() => api.show({ title: 'Breve', duration: 1000 }));
    act(() => vi.advanceTimersByTime(1100));
    expect(toasts()).toHaveLength(0);
  });

  it('shows a toast given before its code has arrived once it arrives', async () => {
    mountProvider();
    act(() => api.show({ id: 'validation', title: 'Error', description: 'Ingresá tu apellido', variant: 'error' }));
    // Nothing is on screen until the region is there: no empty placeholder, no half-styled toast.
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    const region = await screen.findByRole('region', REGION);
    expect(await within(region).findByText('Ingresá tu apellido')).toBeInTheDocument();
    expect(toasts()).toHaveLength(1);
  });

  it('fetches its code once the browser is idle, so a later toast needs no download', async () => {
    const idle = stubIdleCallback();
    mountProvider();
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    expect(idle.requested).toBe(true);
    act(() => idle.becomeIdle());
    await screen.findByRole('region', REGION);
    // Already here: the toast shows at once, as it would after the connection dropped.
    act(() => api.show({ title: 'Error', description: 'No hay conexión', variant: 'error' }));
    expect(toasts()).toHaveLength(1);
  });

  it('falls back to a short timer where the browser has no idle callback', async () => {
    expect(typeof globalThis.requestIdleCallback).toBe('undefined');
    vi.useFakeTimers();
    mountProvider();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(await screen.findByRole('region', REGION)).toBeInTheDocument();
  });

  it('refuses to work outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow('useToast must be used inside a ToastProvider');
  });
});
