import type { Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { screen, within } from 'storybook/test';
import { Button } from '../button/button';
import { type ToastOptions, ToastProvider, useToast } from './toast';

function ToastDemo({ initial }: { initial?: ToastOptions }) {
  const toast = useToast();
  useEffect(() => {
    if (initial) toast.show(initial);
  }, [initial, toast]);
  return (
    <Button onClick={() => toast.show({ id: 'validation', variant: 'error', title: 'Error', description: 'Ingresá tu apellido' })}>
      Mostrar error
    </Button>
  );
}

const meta = {
  title: 'Componentes/Mensaje emergente',
  component: ToastDemo,
  // Its own provider below: Storybook's preview does not wrap it in a second one.
  parameters: { ownToastProvider: true },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const regionArrived: Story['play'] = async () => {
  await screen.findByRole('region', { name: /Notificaciones/ });
};
const toastShown =
  (text: string): Story['play'] =>
  async () => {
    const region = await screen.findByRole('region', { name: /Notificaciones/ });
    await within(region).findByText(text);
  };

export const Idle: Story = { name: 'Sin mensajes', play: regionArrived };
export const ErrorToast: Story = {
  name: 'Error',
  args: { initial: { variant: 'error', title: 'Error', description: 'El e-mail no es válido' } },
  play: toastShown('El e-mail no es válido'),
};
export const SuccessToast: Story = {
  name: 'Éxito',
  args: {
    initial: {
      variant: 'success',
      title: 'Solicitud enviada.',
      description: 'Recibimos tu solicitud. Tu número de reclamo es: 4521',
    },
  },
  play: toastShown('Solicitud enviada.'),
};
export const InfoToast: Story = {
  name: 'Información',
  args: { initial: { variant: 'info', title: 'Tus datos se guardaron.' } },
  play: toastShown('Tus datos se guardaron.'),
};
