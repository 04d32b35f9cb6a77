import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectProps } from './select';
import * as stories from './select.stories';

testStories(stories);

const genders = [
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Femenino' },
  { value: 'O', label: 'Otro' },
];

function Harness(props: Partial<SelectProps> & { spy?: (v: string) => void }) {
  const [value, setValue] = useState<string | undefined>(props.value);
  return (
    <Select
      label="Género"
      options={genders}
      {...props}
      value={value}
      onValueChange={(v) => {
        props.spy?.(v);
        setValue(v);
      }}
    />
  );
}

describe('Select', () => {
  it('is a combobox named by its label showing the Spanish placeholder', () => {
    render(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Género' });
    expect(combobox).toHaveTextContent('Seleccionar...');
  });

  it('lists the options and picks one with the keyboard', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const combobox = screen.getByRole('combobox', { name: 'Género' });
    combobox.focus();
    await user.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Masculino', 'Femenino', 'Otro']);
    await user.click(screen.getByRole('option', { name: 'Femenino' }));
    expect(spy).toHaveBeenCalledWith('F');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Femenino');
  });

  it('shows the chosen value of a controlled select', () => {
    render(<Harness value="O" />);
    expect(screen.getByRole('combobox', { name: 'Género' })).toHaveTextContent('Otro');
  });

  it('says Sin opciones when there is nothing to choose', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness options={[]} spy={spy} />);
    screen.getByRole('combobox', { name: 'Género' }).focus();
    await user.keyboard('{Enter}');
    const option = await screen.findByRole('option', { name: 'Sin opciones' });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    await user.click(option);
    expect(spy).not.toHaveBeenCalled();
  });

  it('uses the given placeholder', () => {
    render(<Harness placeholder="Elegí una calle" />);
    expect(screen.getByRole('combobox', { name: 'Género' })).toHaveTextContent('Elegí una calle');
  });

  it('marks an error as invalid and describes the combobox with it', () => {
    render(<Harness error="Elegí tu sexo" />);
    const combobox = screen.getByRole('combobox', { name: 'Género' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Elegí tu sexo');
  });

  it('can be disabled', () => {
    render(<Harness disabled />);
    expect(screen.getByRole('combobox', { name: 'Género' })).toBeDisabled();
  });

  it('takes part in a form under its name', () => {
    const { container } = render(
      <form>
        <Harness name="gender" value="M" />
      </form>,
    );
    const native = container.querySelector('select[name="gender"]') as HTMLSelectElement | null;
    expect(native?.value).toBe('M');
  });
});
