import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type NewPasswordErrors, NewPasswordFields, useNewPassword } from './new-password-fields';

function Form({ initialErrors, readOnly }: { initialErrors: NewPasswordErrors; readOnly?: boolean }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState(initialErrors);
  return (
    <form aria-label="Elegir una contraseña">
      <NewPasswordFields
        labels={{ password: 'Contraseña nueva', confirmation: 'Confirmar contraseña' }}
        hint="Entre 8 y 64 caracteres."
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        errors={errors}
        onErrorsChange={setErrors}
        readOnly={readOnly}
      />
    </form>
  );
}

describe('NewPasswordFields', () => {
  it('names both fields with the texts given, the hint under the first', () => {
    render(<Form initialErrors={{}} />);
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription('Entre 8 y 64 caracteres.');
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('autocomplete', 'new-password');
  });

  it("clears a field's error as soon as it is typed in, and only that field's", async () => {
    render(<Form initialErrors={{ password: 'Muy corta', confirmation: 'No coinciden' }} />);
    const password = screen.getByLabelText('Contraseña nueva');
    const confirmation = screen.getByLabelText('Confirmar contraseña');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Muy corta'));
    await userEvent.type(password, 'a');
    expect(password).toHaveValue('a');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(confirmation, 'b');
    expect(confirmation).not.toHaveAttribute('aria-invalid');
  });

  it('keeps what was typed unchanged while the form is sent', async () => {
    render(<Form initialErrors={{}} readOnly />);
    await userEvent.type(screen.getByLabelText('Contraseña nueva'), 'abc');
    expect(screen.getByLabelText('Contraseña nueva')).toHaveValue('');
  });
});

function HookForm({ check, refusal }: { check: NewPasswordErrors; refusal?: string }) {
  const newPassword = useNewPassword();
  return (
    <form
      aria-label="Elegir una contraseña"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (newPassword.showErrors(check)) return;
        if (refusal) newPassword.refusePassword(refusal);
      }}
    >
      <NewPasswordFields labels={{ password: 'Contraseña nueva', confirmation: 'Confirmar contraseña' }} {...newPassword.fields} />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('useNewPassword', () => {
  it('shows the errors found and focuses the first field that has one', async () => {
    render(<HookForm check={{ confirmation: 'No coinciden' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveFocus();
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription(expect.stringContaining('No coinciden'));
  });

  it('says a password the service refused beside it, and focuses it', async () => {
    render(<HookForm check={{}} refusal="Es de las más usadas" />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByLabelText('Contraseña nueva')).toHaveFocus();
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(expect.stringContaining('Es de las más usadas'));
  });
});
