import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ToastApi, ToastProvider, toastRegionPart, useToast } from './toast';

let api: ToastApi;
function Capture() {
  api = useToast();
  return <p>Formulario</p>;
}

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('Toasts whose code could not be downloaded', () => {
  it('show in plain markup, are read out and close; back online, Radix takes over', async () => {
    toastRegionPart.replaceLoader(offline);
    const errors = vi.spyOn(console, 'error');
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    act(() => api.show({ id: 'validation', title: 'Error', description: 'Ingresá tu apellido', variant: 'error' }));
    const plain = await screen.findByRole('region', { name: 'Notificaciones' });
    expect(within(plain).getByRole('alert')).toHaveTextContent('ErrorIngresá tu apellido');
    expect(within(plain).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Formulario')).toBeInTheDocument();
    // Expected, and handled: nothing is reported as an error.
    expect(errors).not.toHaveBeenCalled();
    await userEvent.click(within(plain).getByRole('button', { name: 'Cerrar' }));
    expect(within(plain).queryByRole('listitem')).not.toBeInTheDocument();

    toastRegionPart.replaceLoader(null);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    act(() => api.show({ title: 'Error', description: 'No hay conexión', variant: 'error' }));
    const region = await screen.findByRole('region', { name: /Notificaciones \(/ });
    expect(await within(region).findByText('No hay conexión')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /Notificaciones/ })).toHaveLength(1);
  });

  it('close by themselves after their time', async () => {
    toastRegionPart.replaceLoader(offline);
    vi.useFakeTimers();
    render(
      <ToastProvider duration={5000}>
        <Capture />
      </ToastProvider>,
    );
    act(() => api.show({ title: 'Error', description: 'Sin conexión', variant: 'error' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('Sin conexión')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByText('Sin conexión')).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});
