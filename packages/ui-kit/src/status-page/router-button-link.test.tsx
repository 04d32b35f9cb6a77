import { renderRouter } from '@portal/vitest-config/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RouterButtonLink } from './router-button-link';

function StatusPage() {
  return <RouterButtonLink to="/login/">Volver al inicio</RouterButtonLink>;
}

function LoginPage() {
  return <h1>Ingresá</h1>;
}

const routes = [
  { path: '/', Component: StatusPage },
  { path: '/login/', Component: LoginPage },
];

describe('RouterButtonLink', () => {
  it("is a link to the route's address that looks like a button, and navigates inside the app", async () => {
    const { router } = renderRouter(routes);
    const link = screen.getByRole('link', { name: 'Volver al inicio' });
    expect(link).toHaveAttribute('href', '/login/');
    expect(link.className).toMatch(/button/);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Ingresá' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/');
  });

  it('leaves a click with a modifier key to the browser (a new tab), without navigating', async () => {
    const { router } = renderRouter(routes);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
