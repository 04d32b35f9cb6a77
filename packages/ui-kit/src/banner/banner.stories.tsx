import type { Meta, StoryObj } from '@storybook/react';
import { Banner } from './banner';

const meta = {
  title: 'Componentes/Aviso',
  component: Banner,
  // The props a designer can set, each with the control that fits it.
  argTypes: {
    variant: { control: 'inline-radio', options: ['error', 'info', 'success', 'warning'] },
    title: { control: 'text' },
    children: { control: 'text' },
  },
  args: { children: 'error: Usuario o contraseña incorrectos' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorBanner: Story = { name: 'Error' };
export const WithTitle: Story = { name: 'Con título', args: { title: 'No pudimos iniciar tu sesión', children: 'Volvé a intentarlo.' } };
export const Info: Story = { name: 'Información', args: { variant: 'info', children: 'Te enviamos un código a tu correo.' } };
export const Success: Story = { name: 'Éxito', args: { variant: 'success', children: 'Tu cuenta fue validada.' } };
export const Warning: Story = {
  name: 'Advertencia',
  args: { variant: 'warning', children: 'Tu licencia de conducir vence en 20 días.' },
};
