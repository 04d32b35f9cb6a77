import type { Meta, StoryObj } from '@storybook/react';
import { Splash } from './splash';

const meta = {
  title: 'Componentes/Pantalla de carga',
  component: Splash,
  // The props a designer can set, each with the control that fits it.
  argTypes: {
    label: { control: 'text' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Splash>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { name: 'Cargando' };
export const CustomLabel: Story = { name: 'Con otro texto', args: { label: 'Redirigiendo al servicio...' } };
