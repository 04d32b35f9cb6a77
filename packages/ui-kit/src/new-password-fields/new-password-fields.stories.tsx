import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { type NewPasswordErrors, NewPasswordFields } from './new-password-fields';

/** The fields with their own state, as a form holds them. */
function Fields({ errors: initialErrors, readOnly }: { errors?: NewPasswordErrors; readOnly?: boolean }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>(initialErrors ?? {});
  return (
    <NewPasswordFields
      labels={{ password: 'Contraseña nueva', confirmation: 'Confirmar contraseña' }}
      hint="Entre 8 y 64 caracteres: puede ser una frase."
      password={password}
      confirmation={confirmation}
      onPasswordChange={setPassword}
      onConfirmationChange={setConfirmation}
      errors={errors}
      onErrorsChange={setErrors}
      readOnly={readOnly}
    />
  );
}

const meta = {
  title: 'Componentes/Contraseña nueva',
  component: Fields,
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vacía' };
export const WithErrors: Story = {
  name: 'Con errores',
  args: { errors: { password: 'La contraseña debe tener entre 8 y 64 caracteres', confirmation: 'Las contraseñas no coinciden' } },
};
export const Sending: Story = { name: 'Enviándose', args: { readOnly: true } };
