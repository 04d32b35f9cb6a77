import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { BottomDrawer } from './bottom-drawer';
import * as stories from './bottom-drawer.stories';

testStories(stories);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        Política de privacidad
      </Button>
      <BottomDrawer
        open={open}
        onOpenChange={setOpen}
        title="Política de privacidad"
        description="Última actualización: 3 de agosto de 2023"
      >
        <p>Los datos se recolectan solamente para el inicio de sesión centralizado.</p>
      </BottomDrawer>
    </>
  );
}

/** Opens the drawer. */
async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Política de privacidad' }));
  return screen.findByRole('dialog', { name: 'Política de privacidad' });
}

describe('BottomDrawer', () => {
  it('opens as a modal dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const drawer = await open(user);
    expect(drawer).toHaveAccessibleDescription('Última actualización: 3 de agosto de 2023');
    expect(drawer).toHaveTextContent('Los datos se recolectan solamente');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Política de privacidad' });
    await open(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its Cerrar button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Política de privacidad' });
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
