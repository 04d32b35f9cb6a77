import { testStories } from '@portal/vitest-config/stories';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ToastApi, ToastProvider, useToast } from './toast';
import * as stories from './toast.stories';

testStories(stories);

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

const REGION = { name: /Notificaciones/ };

function renderProvider(duration?: number) {
  return render(
    <ToastProvider duration={duration}>
      <Capture />
    </ToastProvider>,
  );
}

function viewport() {
  return screen.getByRole('region', REGION);
}

function toasts() {
  return within(viewport()).queryAllByRole('listitem');
}

describe('Toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast with its title and description in the notifications region', () => {
    renderProvider();
    act(() => api.show({ title: 'Error', description: 'Ingresá tu apellido', variant: 'error' }));
    const [toast] = toasts();
    expect(toast).toBeDefined();
    expect(within(toast as HTMLElement).getByText('Error')).toBeInTheDocument();
    expect(within(toast as HTMLElement).getByText('Ingresá tu apellido')).toBeInTheDocument();
  });

  it('puts the viewport at the bottom left of the screen', () => {
    renderProvider();
    // Radix wraps the list of toasts in the labelled region; the list is what is placed.
    const style = getComputedStyle(within(viewport()).getByRole('list'));
    expect(style.position).toBe('fixed');
    expect(style.bottom).toBe('0px');
    expect(style.left).toBe('0px');
  });

  it('does not duplicate a toast whose id is showing, and shows it again once closed', () => {
    renderProvider();
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

  it('shows a toast again under the id of one that closed by itself', () => {
    renderProvider();
    vi.useFakeTimers();
    const error = { id: 'validation', title: 'Error', description: 'Elegí tu sexo', variant: 'error' as const };
    act(() => api.show(error));
    act(() => vi.advanceTimersByTime(5100));
    expect(toasts()).toHaveLength(0);
    act(() => api.show({ ...error, description: 'Elegí una calle' }));
    expect(toasts()).toHaveLength(1);
    expect(within(viewport()).getByText('Elegí una calle')).toBeInTheDocument();
  });

  it('shows toasts without an id one after another', () => {
    renderProvider();
    act(() => api.show({ title: 'Uno' }));
    act(() => api.show({ title: 'Dos' }));
    expect(toasts()).toHaveLength(2);
  });

  it('closes with its Cerrar button', () => {
    renderProvider();
    act(() => api.show({ id: 'x', title: 'Solicitud enviada.', variant: 'success' }));
    fireEvent.click(within(viewport()).getByRole('button', { name: 'Cerrar' }));
    expect(toasts()).toHaveLength(0);
  });

  it('closes by itself after 5000 ms by default', () => {
    renderProvider();
    vi.useFakeTimers();
    act(() => api.show({ title: 'Error', variant: 'error' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(toasts()).toHaveLength(0);
  });

  it('honours a duration per toast', () => {
    renderProvider();
    vi.useFakeTimers();
    act(() => api.show({ title: 'Breve', duration: 1000 }));
    act(() => vi.advanceTimersByTime(1100));
    expect(toasts()).toHaveLength(0);
  });

  it('refuses to work outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow('useToast must be used inside a ToastProvider');
  });
});
