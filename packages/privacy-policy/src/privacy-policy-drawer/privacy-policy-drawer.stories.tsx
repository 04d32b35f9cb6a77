import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { screen, userEvent } from 'storybook/test';
import { PrivacyPolicyDrawer } from './privacy-policy-drawer';

/** The drawer controlled from outside, as a screen with its own trigger would use it. */
function ControlledDrawer({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <main>
      <h1>Portal del Vecino</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir las políticas
      </button>
      <PrivacyPolicyDrawer open={open} onOpenChange={setOpen} />
    </main>
  );
}

const meta = {
  title: 'Política de privacidad/Panel',
  component: ControlledDrawer,
  args: { initiallyOpen: true },
} satisfies Meta<typeof ControlledDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open with every section collapsed. */
export const Open: Story = {
  name: 'Abierto',
  play: async () => {
    await screen.findByRole('button', { name: 'Para qué usamos tus datos' });
  },
};

/** Every section expanded. */
export const AllExpanded: Story = {
  name: 'Todo desplegado',
  play: async () => {
    await screen.findByRole('button', { name: 'Para qué usamos tus datos' });
    for (const trigger of screen.getAllByRole('button', { expanded: false })) {
      await userEvent.click(trigger);
    }
    await screen.findByRole('list');
  },
};

export const Closed: Story = {
  name: 'Cerrado',
  args: { initiallyOpen: false },
};
