import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// From Node 25 on, Node puts a localStorage (undefined unless started with --localstorage-file)
// and a sessionStorage of its own on globalThis, and vitest's jsdom environment keeps globals
// that already exist: put jsdom's storage back so tests use the page's storage on every Node line.
for (const name of ['localStorage', 'sessionStorage']) {
  Object.defineProperty(globalThis, name, {
    value: globalThis.jsdom.window[name],
    configurable: true,
    enumerable: true,
    writable: true,
  });
}

// jsdom lacks the layout APIs Radix (select, dropdown menu) and keen-slider call; these stand in
// for them in every package's tests.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

// Screens, dialogs and toasts arrive as separate modules on first use; on a busy machine running
// every package's tests at once, their first transform can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
