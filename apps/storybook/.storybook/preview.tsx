import '@portal/ui-kit/style.css';
import { configureServices, fakeServiceConfig } from '@portal/api-client';
import { createFakeState, createHandlers, type FakeState } from '@portal/fake-services';
import { showKanit, ToastProvider } from '@portal/ui-kit';
import type { Preview } from '@storybook/react';
import { setupWorker } from 'msw/browser';

/**
 * Every story runs against the fake services, fresh for each story, through an msw worker.
 * A story that needs a particular situation (a failing service, a locked account) says so with
 * `parameters.fakeServices: (state) => void`, which runs on the fresh state before rendering.
 */
const worker = setupWorker();
// Designers see every story in Kanit from the start; the portal puts it in once a page works.
showKanit();
const started = worker.start({
  onUnhandledRequest: 'bypass',
  quiet: true,
  serviceWorker: { url: './mockServiceWorker.js' },
});

const preview: Preview = {
  loaders: [
    async ({ parameters }) => {
      await started;
      configureServices(fakeServiceConfig);
      const state: FakeState = createFakeState();
      const prepare = parameters.fakeServices as ((state: FakeState) => void) | undefined;
      prepare?.(state);
      worker.resetHandlers(...createHandlers(state));
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Teléfono (360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Escritorio (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: { test: 'error' },
  },
};

export default preview;
