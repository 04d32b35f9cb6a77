import type { Meta, StoryObj } from '@storybook/react';
import { PasswordField } from './password-field';

const meta = {
  title: 'Componentes/Campo de contraseña',
  component: PasswordField,
  // The props a designer can set, each with the control that fits it.
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
  },
  args: { label: 'Contraseña', name: 'password', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vacío' };
export const Filled: Story = { name: 'Completo', args: { defaultValue: 'Vecina2024' } };
export const WithHint: Story = {
  name: 'Con una ayuda',
  args: { hint: 'Entre 8 y 64 caracteres: puede ser una frase.', autoComplete: 'new-password' },
};
export const WithError: Story = {
  name: 'Con un error',
  args: { defaultValue: 'abc', error: 'La contraseña debe tener entre 8 y 64 caracteres' },
};
export const Disabled: Story = { name: 'Deshabilitado', args: { disabled: true } };
