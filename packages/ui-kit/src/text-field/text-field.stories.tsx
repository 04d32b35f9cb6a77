import type { Meta, StoryObj } from '@storybook/react';
import { TextField } from './text-field';

const meta = {
  title: 'Componentes/Campo de texto',
  component: TextField,
  // The props a designer can set, each with the control that fits it.
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    placeholder: { control: 'text' },
    disabled: { control: 'boolean' },
  },
  args: { label: 'DNI o correo electrónico', name: 'usuario' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vacío' };
export const Filled: Story = { name: 'Completo', args: { defaultValue: '30123456' } };
export const WithHint: Story = {
  name: 'Con una ayuda',
  args: { label: 'Número de celular', hint: 'Sin el 0 ni el 15.', inputMode: 'numeric' },
};
export const WithError: Story = {
  name: 'Con un error',
  args: { label: 'Correo electrónico', type: 'email', defaultValue: 'vecina@', error: 'El e-mail no es válido' },
};
export const Disabled: Story = { name: 'Deshabilitado', args: { disabled: true, defaultValue: 'vecina@example.com' } };
