import { fakeServiceConfig, type SupportRequest } from '@portal/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { incidentFields } from '../test/incidents';
import { countRequests, renderRecovery } from '../test/portal';
import { fakeState, server } from '../test/setup';

const REQUEST: SupportRequest = {
  nombre: 'María Laura',
  apellido: 'Fernández',
  dni: '30123456',
  correo: 'vecina@example.com',
  telefono_movil: '2914567890',
  descripcion: 'No me llega el correo para activar mi cuenta.',
};

const LABELS: Record<keyof SupportRequest, string> = {
  nombre: 'Nombre',
  apellido: 'Apellido',
  dni: 'DNI',
  correo: 'Correo electrónico',
  telefono_movil: 'Teléfono móvil',
  descripcion: 'Descripción',
};

type User = ReturnType<typeof userEvent.setup>;

async function openModal(user: User) {
  renderRecovery('/login/');
  await user.click(await screen.findByRole('button', { name: 'Problemas para registrarte' }));
  return screen.findByRole('dialog', { name: 'Problemas para registrarte' });
}

/**
 * Fills the six fields, each pasted into it: nothing in the form reacts to a single key (the form
 * checks its fields on ENVIAR), and typing its 101 characters key by key drew the dialog 101 times.
 */
async function fill(user: User, dialog: HTMLElement, values: SupportRequest = REQUEST) {
  for (const [field, label] of Object.entries(LABELS) as [keyof SupportRequest, string][]) {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(values[field]);
  }
}

/** The toast region, which the provider mounts once its code has arrived. */
function findToastRegion() {
  return screen.findByRole('region', { name: /Notificaciones/ });
}

/**
 * A toast shown while the modal is open: Radix hides the rest of the page from the accessibility
 * tree then (the toast is announced through its own live region), so it is found by its text.
 */
async function findToastText(text: string) {
  const found = await screen.findAllByText(text);
  expect(found.length).toBeGreaterThan(0);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the 'Problemas para registrarte' support request", () => {
  it('asks for all six fields, inline, before sending anything', async () => {
    const user = userEvent.setup();
    const calls = countRequests('api/solicitud');
    const dialog = await openModal(user);
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Descripción').tagName).toBe('TEXTAREA');

    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));
    for (const text of [
      'Ingresá tu nombre.',
      'Ingresá tu apellido.',
      'Ingresá tu DNI.',
      'Ingresá tu correo electrónico.',
      'Ingresá tu teléfono móvil.',
      'Contanos qué problema tuviste.',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Nombre')).toHaveFocus();
    expect(within(dialog).getByLabelText('Descripción')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'vecina@');
    await user.type(within(dialog).getByLabelText('DNI'), '30.123.456');
    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));
    expect(within(dialog).getByText('El e-mail no es válido')).toBeInTheDocument();
    expect(within(dialog).getByText('El DNI debe tener solo números.')).toBeInTheDocument();
    expect(calls.count).toBe(0);
    calls.stop();
  });

  it('sends the multipart form with its fixed values, toasts the claim number and closes', async () => {
    const user = userEvent.setup();
    const dialog = await openModal(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = fakeState().incidentRequests.at(-1);
    expect(sent?.fields).toEqual({
      nombre: REQUEST.nombre,
      apellido: REQUEST.apellido,
      correo: REQUEST.correo,
      tmovil: REQUEST.telefono_movil,
      titulo: 'Problemas con el servicio de autenticación',
      dni: REQUEST.dni,
      descripcion: REQUEST.descripcion,
      cp: '8000',
      calle_id: '937',
      altura: '65',
      categoria_id: '23',
      subcategoria_id: '154',
    });
    const toast = within(await findToastRegion());
    expect(toast.getByText('Solicitud enviada.')).toBeInTheDocument();
    expect(toast.getByText(`Recibimos tu solicitud. Tu número de reclamo es: ${sent?.nro_reclamo}`)).toBeInTheDocument();
    // Focus returns to the button that opened the modal.
    expect(screen.getByRole('button', { name: 'Problemas para registrarte' })).toHaveFocus();
  });

  it('keeps the toast for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const dialog = await openModal(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));
    const region = await findToastRegion();
    const title = await within(region).findByText('Solicitud enviada.');
    await act(async () => {
      vi.advanceTimersByTime(4500);
    });
    expect(title).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(within(region).queryByText('Solicitud enviada.')).toBeNull());
  });

  it("answers a failing service with the portal's own text in the error toast and keeps what was typed", async () => {
    const user = userEvent.setup();
    fakeState().faults.incidents = { mode: 'fail' };
    const dialog = await openModal(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));

    await findToastText('Error al enviar.');
    await findToastText('Ocurrió un error al enviar tu solicitud.');
    expect(screen.getByRole('dialog', { name: 'Problemas para registrarte' })).toBeInTheDocument();
    for (const [field, label] of Object.entries(LABELS) as [keyof SupportRequest, string][]) {
      expect(within(dialog).getByLabelText(label)).toHaveValue(REQUEST[field]);
    }
    expect(within(dialog).getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
  });

  it('says how long to wait after three requests for the same DNI within 15 minutes, keeping what was typed', async () => {
    const user = userEvent.setup();
    for (let request = 0; request < 3; request += 1) fakeState().submitIncident(incidentFields(REQUEST));
    const dialog = await openModal(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));

    await findToastText('Error al enviar.');
    await findToastText('Hiciste varios pedidos seguidos. Esperá 15 minutos y volvé a intentar.');
    for (const [field, label] of Object.entries(LABELS) as [keyof SupportRequest, string][]) {
      expect(within(dialog).getByLabelText(label)).toHaveValue(REQUEST[field]);
    }
  });

  it("falls back to the portal's text when the server sends no message", async () => {
    const user = userEvent.setup();
    server.use(http.post(`${fakeServiceConfig.incidents}api/solicitud`, () => HttpResponse.json({}, { status: 502 })));
    const dialog = await openModal(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));
    await findToastText('Error al enviar.');
    await findToastText('Ocurrió un error al enviar tu solicitud.');
  });

  it('is busy while sending, and two fast clicks send one request', async () => {
    const user = userEvent.setup();
    fakeState().faults.incidents = { mode: 'slow', delayMs: 100 };
    const calls = countRequests('api/solicitud');
    const dialog = await openModal(user);
    await fill(user, dialog);
    const button = within(dialog).getByRole('button', { name: 'ENVIAR' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.count).toBe(1);
    expect(fakeState().incidentRequests).toHaveLength(1);
    calls.stop();
  });
});

describe('the support request route', () => {
  it('sends a second request only once something was typed again after the first was received', async () => {
    const user = userEvent.setup();
    const calls = countRequests('api/solicitud');
    const dialog = await openModal(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.count).toBe(1);
    // Reopened: the form is empty, and a new request needs its fields again.
    await user.click(screen.getByRole('button', { name: 'Problemas para registrarte' }));
    const again = await screen.findByRole('dialog', { name: 'Problemas para registrarte' });
    await user.click(within(again).getByRole('button', { name: 'ENVIAR' }));
    expect(within(again).getByText('Ingresá tu nombre.')).toBeInTheDocument();
    await fill(user, again);
    await user.click(within(again).getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.count).toBe(2);
    expect(fakeState().incidentRequests).toHaveLength(2);
    calls.stop();
  });
});
