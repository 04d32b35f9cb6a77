import { ToastProvider } from '@portal/ui-kit';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

type Router = ReturnType<typeof createBrowserRouter>;

/** The providers every screen relies on, around the router. */
export function App({ router }: { router: Router }) {
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}
