import type { Meta, StoryObj } from '@storybook/react';
import { Divider } from './divider';

const meta = {
  title: 'Componentes/Separador',
  component: Divider,
  // The props a designer can set, each with the control that fits it.
  argTypes: {
    label: { control: 'text' },
  },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = { name: 'Simple' };
export const WithLabel: Story = { name: 'Con texto', args: { label: 'Otros proveedores' } };
