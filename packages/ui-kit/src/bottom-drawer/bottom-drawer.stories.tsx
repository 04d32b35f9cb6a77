import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { screen } from 'storybook/test';
import { Button } from '../button/button';
import { BottomDrawer, type BottomDrawerProps } from './bottom-drawer';

function DrawerDemo(props: BottomDrawerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        Política de privacidad
      </Button>
      <BottomDrawer {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Componentes/Panel inferior',
  component: BottomDrawer,
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Política de privacidad',
    description: 'Última actualización: 3 de agosto de 2023',
    children: <p>Los datos se recolectan solamente para el inicio de sesión centralizado.</p>,
  },
  render: (args) => <DrawerDemo {...args} />,
} satisfies Meta<typeof BottomDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawerShown: Story['play'] = async ({ args }) => {
  await screen.findByRole('dialog', { name: args.title });
};

export const Closed: Story = { name: 'Cerrado', args: { open: false } };
export const Open: Story = { name: 'Abierto', play: drawerShown };
export const WithoutDescription: Story = { name: 'Sin descripción', args: { description: undefined }, play: drawerShown };
