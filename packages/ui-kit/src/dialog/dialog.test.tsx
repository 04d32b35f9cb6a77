import { testStories } from '@portal/vitest-config/stories';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Dialog, type DialogLoading, type DialogProps, preloadDialog } from './dialog';
import * as stories from './dialog.stories';
import { dialogPart } from './dialog-part';
import { stubIdleCallback } from '@portal/vitest-config/idle';

testStories(stories);

function Harness(props: Partial<DialogProps> & DialogLoading & { onOpenChangeSpy?: (open: boolean) => void }) {
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

const realContent = () => import('./dialog-content').then((module) => module.DialogContent);
const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** Opens the harness's dialog and waits for it: its Radix side may still be on its way. */
async function open(user: ReturnType<typeof userEvent.setup>, name: string | RegExp = 'Abrir ayuda') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Problemas para registrarte' });
}

describe('Dialog', () => {
  // The first download compiles Radix; the tests below then get it from the cache.
  beforeAll(async () => {
    await realContent();
  });

  afterEach(() => {
    dialogPart.replaceLoader(null);
  });

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
    // The second time the implementation is already mounted: it opens at once.
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

describe('Dialog, downloaded on demand', () => {
  afterEach(() => {
    dialogPart.replaceLoader(null);
  });

  it('renders nothing before it is first opened', () => {
    const loader = vi.fn(realContent);
    dialogPart.replaceLoader(loader);
    const { container } = render(<Dialog open={false} onOpenChange={() => {}} title="Cuenta bloqueada" />);
    expect(container).toBeEmptyDOMElement();
    expect(document.body.children).toHaveLength(1);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    // Nor is anything downloaded while the screen is still loading.
    expect(loader).not.toHaveBeenCalled();
  });

  it('is downloaded once the browser is idle, so it opens after the connection has dropped', async () => {
    const idle = stubIdleCallback();
    // The first download succeeds; any later one would find the resident offline.
    const loader = vi.fn(realContent).mockImplementation(offline).mockImplementationOnce(realContent);
    dialogPart.replaceLoader(loader);
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <Dialog open={false} onOpenChange={() => {}} title="Cuenta bloqueada" />
      </>,
    );
    expect(loader).not.toHaveBeenCalled();
    await act(async () => {
      idle.becomeIdle();
      await dialogPart.load();
    });
    // Both dialogs of the screen share one download.
    expect(loader).toHaveBeenCalledTimes(1);
    // Already here: it opens in the same render as the click, as it did before it was deferred.
    await user.click(screen.getByRole('button', { name: 'Abrir ayuda' }));
    const dialog = screen.getByRole('dialog', { name: 'Problemas para registrarte' });
    expect(dialog).toHaveAccessibleDescription('Contanos qué pasó.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('is not downloaded when idle if the screen asks for it itself, and is once it asks', async () => {
    const idle = stubIdleCallback();
    const loader = vi.fn(realContent);
    dialogPart.replaceLoader(loader);
    const user = userEvent.setup();
    render(<Harness preloadWhenIdle={false} />);
    act(() => idle.becomeIdle());
    expect(loader).not.toHaveBeenCalled();

    // The form it answers is sent: the download starts, and the dialog opens once it is here.
    await act(async () => {
      preloadDialog();
      await dialogPart.load();
    });
    expect(loader).toHaveBeenCalledTimes(1);
    const dialog = await open(user);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('falls back to a short timer where the browser has no idle callback', async () => {
    expect(typeof globalThis.requestIdleCallback).toBe('undefined');
    const loader = vi.fn(realContent);
    dialogPart.replaceLoader(loader);
    vi.useFakeTimers();
    try {
      render(<Harness />);
      act(() => vi.advanceTimersByTime(299));
      expect(loader).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(loader).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still says what it has to say when it cannot be downloaded, and tries again once online', async () => {
    // React reports the failed download it recovered from.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = vi.fn<() => Promise<ComponentType<DialogProps>>>(offline);
    dialogPart.replaceLoader(loader);
    const spy = vi.fn();
    const user = userEvent.setup();
    render(<Harness onOpenChangeSpy={spy} footer={<Button>Enviar</Button>} />);
    const opener = screen.getByRole('button', { name: 'Abrir ayuda' });

    const dialog = await open(user);
    expect(dialog).toHaveAccessibleDescription('Contanos qué pasó.');
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(spy).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    // Escape closes it too.
    await open(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    // Back online, the download is tried again, and the next opening is Radix's dialog: it hides
    // the rest of the page from screen readers, which the fallback does not.
    const calls = loader.mock.calls.length;
    loader.mockImplementation(realContent);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await dialogPart.load();
    });
    expect(loader).toHaveBeenCalledTimes(calls + 1);
    await open(user);
    expect(screen.queryByRole('button', { name: 'Abrir ayuda' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});
