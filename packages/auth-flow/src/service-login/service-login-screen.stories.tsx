import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useHandoffStore } from '../handoff/handoff-store';
import { ServiceLoginScreen } from './service-login-screen';

/** Seeds the service page's banner, and puts the store back afterwards. */
function seedError(message: string | null) {
  return () => {
    useHandoffStore.setState({ serviceLoginError: message });
    return () => {
      window.sessionStorage.removeItem('pendingHandoff');
      useHandoffStore.setState(useHandoffStore.getInitialState(), true);
    };
  };
}

const meta = {
  title: 'Ingreso/Ingreso desde un servicio',
  component: ServiceLoginScreen,
  parameters: { layout: 'fullscreen' },
  args: { service: 'habilitaciones' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/login/servicio']}>
        <Routes>
          <Route path="/login/servicio" element={<Story />} />
          <Route path="/login/" element={<p>Inicio de sesión (otra historia)</p>} />
        </Routes>
      </MemoryRouter>
    ),
  ],
  beforeEach: seedError(null),
} satisfies Meta<typeof ServiceLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'habilitaciones': the tax-authority button only. */
export const Habilitaciones: Story = { name: 'Desde Habilitaciones' };

/** Any other token: 'Desconocido', the 'Otros proveedores' divider and the other three providers. */
export const UnknownService: Story = { name: 'Desde otro servicio', args: { service: 'turnos' } };

/** After a failed hand-off the page reloads signed out and shows the red banner. */
export const HandoffFailed: Story = {
  name: 'El paso al servicio falló',
  beforeEach: seedError('El servicio no pudo completar la operación. Intentá de nuevo más tarde.'),
};

export const WithFooter: Story = {
  name: 'Con el pie de página',
  args: { footer: <p>Política de privacidad (la pone el portal)</p> },
};

export const Phone: Story = {
  name: 'En el teléfono',
  args: { service: 'turnos' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
