import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { screen } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, type DialogProps } from './dialog';

function DialogDemo(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Dialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Componentes/Diálogo',
  component: Dialog,
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Te registraste con éxito',
    description: 'Te enviamos un correo electrónico. Seguí sus instrucciones para activar tu cuenta.',
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogShown =
  (role: 'dialog' | 'alertdialog' = 'dialog'): Story['play'] =>
  async ({ args }) => {
    await screen.findByRole(role, { name: args.title });
  };

export const Closed: Story = { name: 'Cerrado', args: { open: false } };
export const Open: Story = { name: 'Abierto', play: dialogShown() };
export const WithFooter: Story = {
  name: 'Con botones al pie',
  args: { footer: <Button>SIGUIENTE</Button> },
  play: dialogShown(),
};
export const WithContent: Story = {
  name: 'Con contenido',
  args: {
    title: 'Problemas para registrarte',
    description: undefined,
    children: <p>Completá el formulario y te contactaremos.</p>,
  },
  play: dialogShown(),
};
export const AlertDialog: Story = {
  name: 'Alerta',
  args: {
    role: 'alertdialog',
    title: 'Cuenta bloqueada',
    description: 'Demasiados intentos. Volvé a intentar en 5 minutos.',
    hideClose: true,
    footer: <Button>Entendido</Button>,
  },
  play: dialogShown('alertdialog'),
};
