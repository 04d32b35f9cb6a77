import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Dialog, type DialogProps } from './dialog';
import * as stories from './dialog.stories';

testStories(stories);

function Harness(props: Partial<DialogProps> & { onOpenChangeSpy?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir ayuda</Button>
      <Dialog
        title="Problemas para registrarte"
        description="Contanos qué pasó."
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChangeSpy?.(next);
          setOpen(next);
        }}
      >
        <label>
          Nombre
          <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens named by its title and described by its description, with focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir ayuda' }));
    const dialog = screen.getByRole('dialog', { name: 'Problemas para registrarte' });
    expect(dialog).toHaveAccessibleDescription('Contanos qué pasó.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps focus inside while tabbing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir ayuda' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness onOpenChangeSpy={spy} />);
    const opener = screen.getByRole('button', { name: 'Abrir ayuda' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(spy).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the Cerrar button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir ayuda' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders as an alertdialog without a close button when asked', async () => {
    const user = userEvent.setup();
    render(<Harness role="alertdialog" hideClose footer={<Button>Entendido</Button>} />);
    await user.click(screen.getByRole('button', { name: 'Abrir ayuda' }));
    expect(screen.getByRole('alertdialog', { name: 'Problemas para registrarte' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
  });

  it('uses the given close label', async () => {
    const user = userEvent.setup();
    render(<Harness closeLabel="Cerrar ayuda" />);
    await user.click(screen.getByRole('button', { name: 'Abrir ayuda' }));
    expect(screen.getByRole('button', { name: 'Cerrar ayuda' })).toBeInTheDocument();
  });
});
