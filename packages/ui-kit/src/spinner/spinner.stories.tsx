import type { Meta, StoryObj } from '@storybook/react';
import { Spinner } from './spinner';

const meta = {
  title: 'Componentes/Indicador de carga',
  component: Spinner,
  // The props a designer can set, each with the control that fits it.
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = { name: 'Mediano' };
export const Small: Story = { name: 'Chico', args: { size: 'small' } };
export const Large: Story = { name: 'Grande, con texto', args: { size: 'large', label: 'Ingresando...' } };
