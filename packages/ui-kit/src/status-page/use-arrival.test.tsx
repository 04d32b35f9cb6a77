import { renderRouter } from '@portal/vitest-config/router';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useArrival } from './use-arrival';

function LinkPage() {
  const arrival = useArrival();
  return (
    <>
      <p>Llegó con {arrival.search}</p>
      {arrival.state === null ? null : <p>Con estado</p>}
    </>
  );
}

const routes = [
  { path: '/', element: <p>Inicio</p> },
  { path: '/confirmar', Component: LinkPage },
];

describe('useArrival', () => {
  it('keeps the query the page was opened with while the query leaves the address, path and hash kept', async () => {
    const { router } = renderRouter(routes, { path: '/confirmar?token=abc#arriba' });
    expect(screen.getByText('Llegó con ?token=abc')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location).toMatchObject({ pathname: '/confirmar', search: '', hash: '#arriba' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Llegó con ?token=abc')).toBeInTheDocument();
  });

  it('keeps the navigation state the page was handed while it leaves the history entry', async () => {
    const { router } = renderRouter(routes, { path: '/' });
    await router.router.navigate('/confirmar', { state: { prueba: 'entregada' } });
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/confirmar');
    expect(screen.getByText('Con estado')).toBeInTheDocument();
  });

  it('leaves an address without a query or state alone', () => {
    const { router } = renderRouter(routes, { path: '/confirmar' });
    expect(screen.getByText(/Llegó con/)).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });
});
