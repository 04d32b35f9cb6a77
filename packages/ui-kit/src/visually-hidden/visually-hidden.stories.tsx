import type { Meta, StoryObj } from '@storybook/react';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Componentes/Texto solo para lectores de pantalla',
  component: VisuallyHidden,
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  args: { children: 'Cerrar' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideAButton: Story = { name: 'Dentro de un botón' };
