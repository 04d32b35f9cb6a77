import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { testStories } from '@portal/vitest-config/stories';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from './app-shell';
import * as stories from './app-shell.stories';
import { isCurrentEntry, type NavEntry, type RenderNavLink } from './side-nav';
import { initials } from './user-menu';

testStories(stories);

const NAV: NavEntry[] = [
  { label: 'Escritorio', path: '/dashboard', icon: 'home', central: true },
  { label: 'Alertas', path: '/calendario', icon: 'calendar', disabled: true },
  { label: 'Mis documentos', path: '/notificaciones', icon: 'document', disabled: true },
  { label: 'Vencimientos', path: '/servicios', icon: 'clock', disabled: true },
  { label: 'Licencia de conducir', path: '/licencia', icon: 'id-card' },
  { label: 'Reclamos', path: '/reclamos', icon: 'chat' },
];

/** A tiny stand-in for a router: links change the current path instead of the document. */
function Harness(props: Partial<ComponentProps<typeof AppShell>> & { onEdit?: () => void; onSignOut?: () => void }) {
  const [path, setPath] = useState(props.currentPath ?? '/dashboard');
  const renderLink: RenderNavLink = (_entry, { href, onClick, ...link }) => (
    <a
      href={href}
      {...link}
      onClick={(event) => {
        event.preventDefault();
        onClick(event);
        setPath(href);
      }}
    />
  );
  return (
    <AppShell
      nav={NAV}
      currentPath={path}
      renderLink={renderLink}
      user={{ firstName: 'María', lastName: 'González' }}
      level="Nivel 2"
      menu={[
        { label: 'Editar perfil', onSelect: props.onEdit ?? (() => {}) },
        { label: 'Cerrar sesión', onSelect: props.onSignOut ?? (() => {}) },
      ]}
      {...props}
    >
      <main>
        <h1>Página {path}</h1>
      </main>
    </AppShell>
  );
}

const sidebar = () => screen.getAllByRole('navigation', { name: 'Escritorio' })[0] as HTMLElement;

describe('AppShell sidebar', () => {
  it('lists the entries in order, the disabled ones not as links but with "Muy pronto..."', () => {
    render(<Harness />);
    const nav = sidebar();
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Escritorio',
      'AlertasMuy pronto...',
      'Mis documentosMuy pronto...',
      'VencimientosMuy pronto...',
      'Licencia de conducir',
      'Reclamos',
    ]);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard', '/licencia', '/reclamos']);
    for (const name of ['Alertas', 'Mis documentos', 'Vencimientos']) {
      const entry = within(nav).getByText(name).closest('[aria-disabled]');
      expect(entry).toHaveAttribute('aria-disabled', 'true');
      expect(within(entry as HTMLElement).getByText('Muy pronto...')).toBeInTheDocument();
    }
  });

  it('marks the current entry, and moves the mark when another page opens', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const nav = sidebar();
    expect(within(nav).getByRole('link', { name: 'Escritorio' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Reclamos' })).not.toHaveAttribute('aria-current');
    await user.click(within(nav).getByRole('link', { name: 'Reclamos' }));
    expect(screen.getByRole('heading', { name: 'Página /reclamos' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Reclamos' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Escritorio' })).not.toHaveAttribute('aria-current');
  });

  it('is 300 px wide', () => {
    render(<Harness />);
    const panel = sidebar().parentElement as HTMLElement;
    expect(getComputedStyle(panel).width).toBe('300px');
  });

  it('marks an entry current on the pages beneath it too', () => {
    const entry = NAV[5] as NavEntry;
    expect(isCurrentEntry(entry, '/reclamos')).toBe(true);
    expect(isCurrentEntry(entry, '/reclamos/')).toBe(true);
    expect(isCurrentEntry(entry, '/reclamos/42')).toBe(true);
    expect(isCurrentEntry(entry, '/reclamosviejos')).toBe(false);
    expect(isCurrentEntry(entry, '/dashboard')).toBe(false);
  });
});

describe('AppShell top bar', () => {
  it('shows the name, the level badge and the initials', () => {
    render(<Harness />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Nivel 2')).toBeInTheDocument();
    const account = within(banner).getByRole('button', { name: 'María González' });
    expect(account).toHaveAttribute('aria-haspopup', 'menu');
    expect(within(account).getByText('MG')).toHaveAttribute('aria-hidden', 'true');
  });

  it("reads 'Mi cuenta' without a profile, and hides the badge", () => {
    render(<Harness user={null} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Mi cuenta' })).toBeInTheDocument();
    expect(within(banner).queryByText('Nivel 2')).not.toBeInTheDocument();
  });

  it('opens the account menu from the keyboard and moves through it with the arrow keys', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onSignOut = vi.fn();
    render(<Harness onEdit={onEdit} onSignOut={onSignOut} />);
    const account = screen.getByRole('button', { name: 'María González' });
    account.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Editar perfil', 'Cerrar sesión']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onSignOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });

  it("calls 'Cerrar sesión' when it is chosen", async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<Harness onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'María González' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('closes the account menu with Escape, focus back on its button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const account = screen.getByRole('button', { name: 'María González' });
    await user.click(account);
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });

  it('takes initials from the first letters of each name', () => {
    expect(initials({ firstName: 'maría', lastName: 'ñandú' })).toBe('MÑ');
    expect(initials({ firstName: ' Ana ', lastName: '' })).toBe('A');
    expect(initials({ firstName: '', lastName: '' })).toBe('');
  });
});

describe('AppShell phone drawer', () => {
  it('opens from "Abrir menú", keeps focus inside, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Escritorio' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(within(drawer).getByRole('navigation', { name: 'Escritorio' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Escritorio' })).toHaveAttribute('aria-current', 'page');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await expectNoAxeViolations();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes when an entry is followed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Escritorio' });
    await user.click(within(drawer).getByRole('link', { name: 'Licencia de conducir' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Página /licencia' })).toBeInTheDocument();
  });

  it("closes with 'Cerrar menú'", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar menú' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AppShell skip link', () => {
  it("is the first stop of the keyboard and moves focus to the page's content", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#contenido');
    await user.keyboard('{Enter}');
    const content = document.getElementById('contenido');
    expect(content).toHaveFocus();
    expect(content).toContainElement(screen.getByRole('heading', { name: 'Página /dashboard' }));
  });
});
