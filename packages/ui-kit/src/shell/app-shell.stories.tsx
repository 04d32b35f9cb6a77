import type { Meta, StoryObj } from '@storybook/react';
import { screen, userEvent, within } from 'storybook/test';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { Spinner } from '../spinner/spinner';
import { AppShell } from './app-shell';
import type { NavEntry, RenderNavLink } from './side-nav';

/** The portal's own entries (docs/product.md#signed-in-shell). */
const NAV: NavEntry[] = [
  { label: 'Escritorio', path: '/dashboard', icon: 'home', central: true },
  { label: 'Alertas', path: '/calendario', icon: 'calendar', disabled: true },
  { label: 'Mis documentos', path: '/notificaciones', icon: 'document', disabled: true },
  { label: 'Vencimientos', path: '/servicios', icon: 'clock', disabled: true },
  { label: 'Licencia de conducir', path: '/licencia', icon: 'id-card' },
  { label: 'Reclamos', path: '/reclamos', icon: 'chat' },
];

const MENU = [
  { label: 'Editar perfil', onSelect: () => {} },
  { label: 'Cerrar sesión', onSelect: () => {} },
];

function Page({ title }: { title: string }) {
  return (
    <main style={{ padding: '1.5rem', display: 'grid', gap: '1rem' }}>
      <h1>{title}</h1>
      <Card title="Tu licencia de conducir">
        <p>Vence el 12 de marzo de 2026.</p>
      </Card>
    </main>
  );
}

// Links stay on the page in Storybook: following one would leave the story.
const stayHere: RenderNavLink = (_entry, { href, onClick, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onClick(event);
    }}
  />
);

const meta = {
  title: 'Componentes/Marco con sesión',
  component: AppShell,
  args: {
    nav: NAV,
    currentPath: '/dashboard',
    renderLink: stayHere,
    user: { firstName: 'María', lastName: 'González' },
    level: 'Nivel 2',
    menu: MENU,
    children: <Page title="Hola, María" />,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone' } };

/** Escritorio on a wide screen: the 300 px sidebar, its current entry marked. */
export const Desktop: Story = { name: 'Pantalla ancha' };

/** On a phone the sidebar folds into a drawer behind 'Abrir menú'. */
export const Phone: Story = { name: 'Teléfono', globals: phone };

/** Another page: its entry is the current one. */
export const ClaimsCurrent: Story = {
  name: 'En Mis reclamos',
  args: { currentPath: '/reclamos', children: <Page title="Mis reclamos" /> },
};

/** The phone drawer, open: focus is kept inside, Escape closes it. */
export const PhoneDrawerOpen: Story = {
  name: 'Menú abierto (teléfono)',
  globals: phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir menú' }));
    await screen.findByRole('dialog', { name: 'Escritorio' });
  },
};

/** The account menu, open. */
export const UserMenuOpen: Story = {
  name: 'Menú de la cuenta abierto',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /María González/ }));
    await screen.findByRole('menuitem', { name: 'Editar perfil' });
  },
};

export const UserMenuOpenPhone: Story = { ...UserMenuOpen, name: 'Menú de la cuenta abierto (teléfono)', globals: phone };

/** While the profile loads: the frame is there, the menu reads 'Mi cuenta', the page waits. */
export const Loading: Story = {
  name: 'Cargando tus datos',
  args: {
    user: null,
    children: (
      <main style={{ padding: '1.5rem' }}>
        <h1>Escritorio</h1>
        <Spinner label="Cargando tus datos..." />
      </main>
    ),
  },
};

export const LoadingPhone: Story = { ...Loading, name: 'Cargando tus datos (teléfono)', globals: phone };

/** A failed profile load offers to try again. */
export const LoadFailed: Story = {
  name: 'Tus datos no cargaron',
  args: {
    user: null,
    children: (
      <main style={{ padding: '1.5rem' }}>
        <h1>Escritorio</h1>
        <Banner variant="error" title="No pudimos cargar tus datos">
          <p>No pudimos conectarnos. Revisá tu conexión e intentá de nuevo.</p>
          <Button variant="secondary">Reintentar</Button>
        </Banner>
      </main>
    ),
  },
};

export const LoadFailedPhone: Story = { ...LoadFailed, name: 'Tus datos no cargaron (teléfono)', globals: phone };

/** A resident who has not filled in a name yet: no initials, the menu reads 'Mi cuenta'. */
export const NoNameYet: Story = {
  name: 'Sin nombre todavía',
  args: { user: { firstName: '', lastName: '' } },
};

/** A long name is cut with an ellipsis on phones instead of pushing the avatar away. */
export const LongNamePhone: Story = {
  name: 'Nombre largo (teléfono)',
  globals: phone,
  args: { user: { firstName: 'María de los Ángeles', lastName: 'Fernández Oyarzábal' } },
};
