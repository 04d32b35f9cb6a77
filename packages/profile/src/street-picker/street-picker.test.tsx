import type { Street } from '@portal/api-client';
import { testStories } from '@portal/vitest-config/stories';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StreetPicker } from './street-picker';
import * as stories from './street-picker.stories';
import { streetLabel } from './street-search';

testStories(stories);

const bb = { id: 1, nombre: 'Bahía Blanca', abreviatura: 'BB' };
const iw = { id: 2, nombre: 'Ingeniero White', abreviatura: 'IW' };
const few: Street[] = [
  { id: 1, nombre: 'Alsina', localidad: bb },
  { id: 2, nombre: 'Sarmiento', localidad: bb },
  { id: 3, nombre: 'Sarmiento', localidad: iw },
  { id: 4, nombre: 'San Martín', localidad: bb },
];
const many: Street[] = Array.from({ length: 4000 }, (_, i) => ({ id: i + 1, nombre: `Calle ${i + 1}`, localidad: bb }));

function Harness({ streets, spy }: { streets: Street[]; spy?: (street: Street) => void }) {
  const [chosen, setChosen] = useState<Street | null>(null);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <StreetPicker
        label="Calle"
        streets={streets}
        valueLabel={chosen ? streetLabel(chosen) : ''}
        onChange={(street) => {
          spy?.(street);
          setChosen(street);
        }}
      />
      <button type="button">Otro</button>
    </form>
  );
}

describe('StreetPicker', () => {
  it('filters as the resident types, labelling streets with their locality', async () => {
    const user = userEvent.setup();
    render(<Harness streets={few} />);
    const input = screen.getByRole('combobox', { name: 'Calle' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'sarm');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Calle' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sarmiento - BB', 'Sarmiento - IW']);
    expect(screen.getByRole('status')).toHaveTextContent('2 calles');
  });

  it('moves with the arrow keys and chooses with Enter without submitting the form', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness streets={few} spy={spy} />);
    const input = screen.getByRole('combobox', { name: 'Calle' });
    await user.type(input, 'sarmiento');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Sarmiento - BB' }).id);
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Sarmiento - IW' });
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenCalledWith(few[2]);
    expect(input).toHaveValue('Sarmiento - IW');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('chooses with a click and keeps the focus in the field', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness streets={few} spy={spy} />);
    const input = screen.getByRole('combobox', { name: 'Calle' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Alsina - BB' }));
    expect(spy).toHaveBeenCalledWith(few[0]);
    expect(input).toHaveValue('Alsina - BB');
    expect(input).toHaveFocus();
  });

  it('Escape or leaving the field drops what was typed and keeps the choice', async () => {
    const user = userEvent.setup();
    render(<Harness streets={few} />);
    const input = screen.getByRole('combobox', { name: 'Calle' });
    await user.type(input, 'als{Enter}');
    expect(input).toHaveValue('Alsina - BB');
    await user.clear(input);
    await user.type(input, 'san');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Alsina - BB');
    await user.type(input, 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('Sin opciones');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Otro' }));
    expect(input).toHaveValue('Alsina - BB');
  });

  it('renders only the first 50 of thousands of streets and asks for more letters', async () => {
    const user = userEvent.setup();
    render(<Harness streets={many} />);
    const input = screen.getByRole('combobox', { name: 'Calle' });
    await user.click(input);
    expect(screen.getAllByRole('option')).toHaveLength(50);
    expect(screen.getByText('Seguí escribiendo para ver más')).toBeInTheDocument();
    await user.type(input, 'calle 3999');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Calle 3999 - BB']);
    expect(screen.queryByText('Seguí escribiendo para ver más')).not.toBeInTheDocument();
  });

  it('waits while the list loads and cannot be used when disabled', () => {
    const { rerender } = render(<StreetPicker label="Calle" streets={[]} loading valueLabel="" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Calle' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Calle' })).toHaveAttribute('placeholder', 'Cargando...');
    rerender(<StreetPicker label="Calle" streets={few} disabled valueLabel="Alsina - BB" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Calle' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Calle' })).toHaveValue('Alsina - BB');
  });
});
