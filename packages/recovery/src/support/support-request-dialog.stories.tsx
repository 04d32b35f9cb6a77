import type { SupportRequest } from '@portal/api-client';
import type { FakeState } from '@portal/fake-services';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import type { ActionFunction } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EnsureToasts } from '../stories/ensure-toasts';
import { neverAnswers, SupportRouter } from '../stories/recovery-router';
import { incidentFields } from '../test/incidents';
import { SUPPORT_TEXTS, SupportRequestDialog } from './support-request-dialog';

const FILLED: SupportRequest = {
  nombre: 'María Laura',
  apellido: 'Fernández',
  dni: '30123456',
  correo: 'vecina@example.com',
  telefono_movil: '2914567890',
  descripcion: 'No me llega el correo para activar mi cuenta.',
};

/** The modal open, as after a click on 'Problemas para registrarte'; a button opens it again once closed. */
function OpenDialog({ defaultValues }: { defaultValues?: Partial<SupportRequest> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {SUPPORT_TEXTS.title}
      </button>
      <SupportRequestDialog open={open} onOpenChange={setOpen} defaultValues={defaultValues} />
    </>
  );
}

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

const meta = {
  title: 'Ayuda/Pedido de ayuda',
  component: OpenDialog,
  parameters: { layout: 'fullscreen' },
  // The form posts to the support request's route: a story's `parameters.action` stands in for
  // the service's answer; without one, the route's own action asks the fakes.
  decorators: [
    (Story, { parameters }) => (
      <EnsureToasts>
        <SupportRouter action={parameters.action as ActionFunction | undefined}>
          <Story />
        </SupportRouter>
      </EnsureToasts>
    ),
  ],
} satisfies Meta<typeof OpenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vacío' };

export const Filled: Story = { name: 'Completo', args: { defaultValues: FILLED } };

/** ENVIAR with nothing typed: each field says what it needs, nothing is sent. */
export const Required: Story = {
  name: 'Faltan datos',
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'ENVIAR' }));
    await page.findByText('Ingresá tu nombre.');
  },
};

export const Sending: Story = {
  name: 'Enviando',
  args: { defaultValues: FILLED },
  parameters: { action: neverAnswers },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(page.getByRole('button', { name: 'ENVIAR' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Sent to the fake incident service: the claim number in a toast, the modal closed. */
export const Sent: Story = {
  name: 'Enviado',
  args: { defaultValues: FILLED },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'ENVIAR' }));
    await page.findByText(/Recibimos tu solicitud\. Tu número de reclamo es: \d+/);
  },
};

/** The incident service fails: the error toast with its message, the form keeps what was typed. */
export const Failed: Story = {
  name: 'El servicio falló',
  args: { defaultValues: FILLED },
  parameters: {
    fakeServices: (state: FakeState) => {
      state.faults.incidents = { mode: 'fail' };
    },
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'ENVIAR' }));
    await page.findByText(SUPPORT_TEXTS.failed);
  },
};

/** A fourth request for the same DNI within 15 minutes: the service answers 429; the toast says how long to wait, the form keeps what was typed. */
export const TooManyRequests: Story = {
  name: 'Demasiados pedidos',
  args: { defaultValues: FILLED },
  parameters: {
    fakeServices: (state: FakeState) => {
      for (let request = 0; request < 3; request += 1) state.submitIncident(incidentFields(FILLED));
    },
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'ENVIAR' }));
    await page.findByText('Hiciste varios pedidos seguidos. Esperá 15 minutos y volvé a intentar.');
  },
};

export const Phone: Story = {
  name: 'En el teléfono',
  args: { defaultValues: FILLED },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
