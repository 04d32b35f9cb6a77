import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useFetcher } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSubmitOnce } from './use-submit-once';

function Form() {
  const fetcher = useFetcher<number>();
  const submit = useSubmitOnce(fetcher);
  const send = () => void submit({ value: 'x' }, { method: 'post' });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          // Two submissions in one moment, as a double click's second lands before any re-render.
          send();
          send();
        }}
      >
        Enviar
      </button>
      <output>{fetcher.state === 'idle' && fetcher.data !== undefined ? `respuesta ${fetcher.data}` : ''}</output>
    </>
  );
}

describe('useSubmitOnce', () => {
  it('sends one submission while one is under way, and the next once it was answered', async () => {
    let calls = 0;
    const router = createMemoryRouter([{ path: '/', Component: Form, action: () => ++calls }]);
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('button', { name: 'Enviar' }).click());
    expect(await screen.findByText('respuesta 1')).toBeInTheDocument();
    expect(calls).toBe(1);
    await act(async () => screen.getByRole('button', { name: 'Enviar' }).click());
    expect(await screen.findByText('respuesta 2')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
