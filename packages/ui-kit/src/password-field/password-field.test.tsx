import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';
import * as stories from './password-field.stories';

testStories(stories);

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, and hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Contraseña" />);
    const input = screen.getByLabelText('Contraseña');
    await user.type(input, 'Vecina2024');
    expect(input).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Vecina2024');

    const hide = screen.getByRole('button', { name: 'Ocultar contraseña' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows its error like a text field', () => {
    render(<PasswordField label="Contraseña" error="La contraseña debe tener entre 8 y 64 caracteres" />);
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('La contraseña debe tener entre 8 y 64 caracteres');
  });

  it('disables the toggle with the field', () => {
    render(<PasswordField label="Contraseña" disabled />);
    expect(screen.getByLabelText('Contraseña')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
  });
});
