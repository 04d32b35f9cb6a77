import { resetServiceConfig, sessionStore } from '@portal/api-client';
import { serveFakeServicesInTests } from '@portal/fake-services/vitest';
import { ToastProvider } from '@portal/ui-kit';
import { setProjectAnnotations } from '@storybook/react';
import { createElement } from 'react';
import { initialRegistrationState, useRegistrationStore } from '../store';

// Every test talks to the fake services through msw; a fresh in-memory state per test.
export const { server, fakeState } = serveFakeServicesInTests({
  // The lazy screen's first import is slow in a cold run; the tests are about behaviour.
  warmUp: () => import('../registration/registration-screen'),
  beforeEachTest: () => {
    resetServiceConfig();
    sessionStore.getState().sync();
    // Zustand's testing guide: the store back to its initial state, actions kept.
    useRegistrationStore.setState(initialRegistrationState);
  },
});

// What the shared Storybook's preview gives every story: the toasts' provider.
setProjectAnnotations({
  decorators: [(Story) => createElement(ToastProvider, null, createElement(Story))],
});
