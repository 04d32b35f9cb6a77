import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';
import * as stories from './text-field.stories';

testStories(stories);

describe('TextField', () => {
  it('is named by its label and takes typing', async () => {
    const user = userEvent.setup();
    render(<TextField label="DNI" />);
    const input = screen.getByRole('textbox', { name: 'DNI' });
    await user.type(input, '30123456');
    expect(input).toHaveValue('30123456');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks an error as invalid and describes the input with it', () => {
    render(<TextField label="Correo electrónico" type="email" error="El e-mail no es válido" />);
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('El e-mail no es válido');
  });

  it('describes the input with the hint, then the error', () => {
    render(<TextField label="Celular" hint="Sin el 0 ni el 15." error="Ingresá un número de teléfono" />);
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveAccessibleDescription(
      'Sin el 0 ni el 15. Ingresá un número de teléfono',
    );
  });

  it('keeps a given id and aria-describedby, and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <p id="extra">Dato extra</p>
        <TextField label="Nombre" id="nombre" aria-describedby="extra" hint="Como figura en el DNI" ref={ref} />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toHaveAttribute('id', 'nombre');
    expect(input).toHaveAccessibleDescription('Dato extra Como figura en el DNI');
    expect(ref.current).toBe(input);
  });
});
