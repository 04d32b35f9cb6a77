import type { Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { Button } from '../button/button';
import { type ToastOptions, ToastProvider, useToast } from './toast';

function ToastDemo({ initial }: { initial?: ToastOptions }) {
  const toast = useToast();
  useEffect(() => {
    if (initial) toast.show(initial);
  }, [initial, toast]);
  return (
    <Button
      onClick={() =>
        toast.show({ id: 'validation', variant: 'error', title: 'Error', description: 'Debe ingresar un apellido' })
      }
    >
      Mostrar error
    </Button>
  );
}

const meta = {
  title: 'ui-kit/Toast',
  component: ToastDemo,
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

export const Idle: Story = {};
export const ErrorToast: Story = {
  args: { initial: { variant: 'error', title: 'Error', description: 'El email no es valido' } },
};
export const SuccessToast: Story = {
  args: {
    initial: {
      variant: 'success',
      title: 'Solicitud enviada.',
      description: 'Hemos recibido tu solicitud. Tu número de reclamo es: 4521',
    },
  },
};
export const InfoToast: Story = {
  args: { initial: { variant: 'info', title: 'Tus datos se guardaron.' } },
};
