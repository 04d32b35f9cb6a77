import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { screen } from 'storybook/test';
import { Button } from '../button/button';
import { BottomDrawer, BottomDrawerFallback, type BottomDrawerProps } from './bottom-drawer';

function DrawerDemo(props: BottomDrawerProps & { fallback?: boolean }) {
  const { fallback = false, ...drawer } = props;
  const [open, setOpen] = useState(props.open);
  const Drawer = fallback ? BottomDrawerFallback : BottomDrawer;
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        Política de privacidad
      </Button>
      <Drawer {...drawer} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'ui-kit/BottomDrawer',
  component: BottomDrawer,
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Política de privacidad',
    description: 'Última actualización: 3 de agosto de 2023',
    children: (
      <p>Los datos se recolectan solamente para el inicio de sesión centralizado.</p>
    ),
  },
  render: (args) => <DrawerDemo {...args} />,
} satisfies Meta<typeof BottomDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radix's dialog is downloaded when the drawer first opens (or once idle): these wait for it. */
const drawerShown: Story['play'] = async ({ args }) => {
  await screen.findByRole('dialog', { name: args.title });
};

export const Closed: Story = { args: { open: false } };
export const Open: Story = { play: drawerShown };
export const WithoutDescription: Story = { args: { description: undefined }, play: drawerShown };
/** What the drawer shows if Radix's dialog could not be downloaded (offline before it arrived). */
export const WithoutConnection: Story = {
  render: (args) => <DrawerDemo {...args} fallback />,
  play: drawerShown,
};
