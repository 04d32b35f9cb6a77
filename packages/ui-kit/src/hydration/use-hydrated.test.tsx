import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';

function Form({ onValue }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form>
      <TextField
        label="DNI o e-mail"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onValue?.(event.target.value);
        }}
      />
      <Button type="submit">INGRESAR</Button>
      <Button>Mostrar</Button>
    </form>
  );
}

describe('before and after hydration', () => {
  it('server HTML has its submit button disabled, and only that one', () => {
    const html = renderToString(<Form />);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>INGRESAR<\/button>/);
    expect(html).toMatch(/<button type="button" class="[^"]*">Mostrar<\/button>/);
  });

  it('a page drawn in the browser alone has it enabled from the start', () => {
    render(<Form />);
    expect(screen.getByRole('button', { name: 'INGRESAR' })).toBeEnabled();
  });

  it('hydration enables it, and hands text typed before to the form', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const input = container.querySelector('input');
    if (!input) throw new Error('no input');
    input.value = '30123456';
    const onValue = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Form onValue={onValue} />));
    expect(screen.getByRole('button', { name: 'INGRESAR' })).toBeEnabled();
    expect(onValue).toHaveBeenCalledWith('30123456');
    expect(screen.getByRole('textbox', { name: 'DNI o e-mail' })).toHaveValue('30123456');
    act(() => root.unmount());
    container.remove();
  });
});
