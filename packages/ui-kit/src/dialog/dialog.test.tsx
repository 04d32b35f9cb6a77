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

/** Opens the harness's dialog. */
async function open(user: ReturnType<typeof userEvent.setup>, name: string | RegExp = 'Abrir ayuda') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Problemas para registrarte' });
}

describe('Dialog', () => {
  it('opens named by its title and described by its description, with focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await open(user);
    expect(dialog).toHaveAccessibleDescription('Contanos qué pasó.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps focus inside while tabbing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await open(user);
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
    await open(user);
    await user.keyboard('{Escape}');
    expect(spy).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the Cerrar button and gives focus back, also when opened again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir ayuda' });
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Problemas para registrarte' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(opener).toHaveFocus();
  });

  it('renders as an alertdialog without a close button when asked', async () => {
    const user = userEvent.setup();
    render(<Harness role="alertdialog" hideClose footer={<Button>Entendido</Button>} />);
    await user.click(screen.getByRole('button', { name: 'Abrir ayuda' }));
    expect(await screen.findByRole('alertdialog', { name: 'Problemas para registrarte' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
  });

  it('uses the given close label', async () => {
    const user = userEvent.setup();
    render(<Harness closeLabel="Cerrar ayuda" />);
    await open(user);
    expect(screen.getByRole('button', { name: 'Cerrar ayuda' })).toBeInTheDocument();
  });
});
