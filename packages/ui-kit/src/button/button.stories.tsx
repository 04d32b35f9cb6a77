import type { Meta, StoryObj } from '@storybook/react';
import { Button } from './button';

const meta = {
  title: 'Componentes/Botón',
  component: Button,
  // The props a designer can set, each with the control that fits it.
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link', 'danger'] },
    children: { control: 'text' },
    busy: { control: 'boolean' },
    disabled: { control: 'boolean' },
    fullWidth: { control: 'boolean' },
  },
  args: { children: 'INGRESAR' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { name: 'Principal' };
export const Secondary: Story = { name: 'Secundario', args: { variant: 'secondary', children: 'VOLVER A INICIO' } };
export const Link: Story = { name: 'Como enlace', args: { variant: 'link', children: 'Política de privacidad' } };
export const Danger: Story = { name: 'Para una acción peligrosa', args: { variant: 'danger', children: 'Cerrar sesión' } };
export const Busy: Story = { name: 'Ocupado', args: { busy: true, children: 'ENVIANDO' } };
export const Disabled: Story = { name: 'Deshabilitado', args: { disabled: true } };
export const FullWidth: Story = { name: 'A todo el ancho', args: { fullWidth: true, children: 'REGISTRARME' } };
