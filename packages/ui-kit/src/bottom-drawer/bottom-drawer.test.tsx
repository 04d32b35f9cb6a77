import { testStories } from '@portal/vitest-config/stories';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { BottomDrawer } from './bottom-drawer';
import * as stories from './bottom-drawer.stories';
import { bottomDrawerPart } from './bottom-drawer-part';
import { stubIdleCallback } from '@portal/vitest-config/idle';

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

const realContent = () => import('./bottom-drawer-content').then((module) => module.BottomDrawerContent);
const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** Opens the drawer and waits for it: its Radix side may still be on its way. */
async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Política de privacidad' }));
  return screen.findByRole('dialog', { name: 'Política de privacidad' });
}

describe('BottomDrawer', () => {
  // The first download compiles Radix; the tests below then get it from the cache.
  beforeAll(async () => {
    await realContent();
  });

  afterEach(() => {
    bottomDrawerPart.replaceLoader(null);
  });

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

  it('renders nothing, and downloads nothing, before the browser is idle or it is opened', () => {
    const loader = vi.fn(realContent);
    bottomDrawerPart.replaceLoader(loader);
    const { container } = render(
      <BottomDrawer open={false} onOpenChange={() => {}} title="Política de privacidad">
        <p>Texto</p>
      </BottomDrawer>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('is downloaded once the browser is idle, so it opens after the connection has dropped', async () => {
    const idle = stubIdleCallback();
    const loader = vi.fn(realContent).mockImplementation(offline).mockImplementationOnce(realContent);
    bottomDrawerPart.replaceLoader(loader);
    const user = userEvent.setup();
    render(<Harness />);
    expect(loader).not.toHaveBeenCalled();
    await act(async () => {
      idle.becomeIdle();
      await bottomDrawerPart.load();
    });
    // Already here: it opens in the same render as the click.
    await user.click(screen.getByRole('button', { name: 'Política de privacidad' }));
    const drawer = screen.getByRole('dialog', { name: 'Política de privacidad' });
    expect(drawer).toHaveTextContent('Los datos se recolectan solamente');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('still shows its content when it cannot be downloaded', async () => {
    // React reports the failed download it recovered from.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    bottomDrawerPart.replaceLoader(offline);
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Política de privacidad' });
    const drawer = await open(user);
    expect(drawer).toHaveAccessibleDescription('Última actualización: 3 de agosto de 2023');
    expect(drawer).toHaveTextContent('Los datos se recolectan solamente');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(drawer).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
