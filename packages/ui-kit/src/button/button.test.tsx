import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import * as stories from './button.stories';

testStories(stories);

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button>Mostrar</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Mostrar' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">INGRESAR</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('when busy is announced as busy, disabled and shows a spinner', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        ENVIAR
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'ENVIAR' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no spinner and no aria-busy when idle', () => {
    render(<Button>ENVIAR</Button>);
    const button = screen.getByRole('button', { name: 'ENVIAR' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('gives each variant its own look and forwards the ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <>
        <Button ref={ref}>Uno</Button>
        <Button variant="danger">Dos</Button>
      </>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Uno' }));
    expect(screen.getByRole('button', { name: 'Uno' }).className).not.toBe(screen.getByRole('button', { name: 'Dos' }).className);
  });
});
