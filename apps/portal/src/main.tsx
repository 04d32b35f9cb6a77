// First: the Trusted Types policy must exist before any library renders.
import './security/trusted-types';
import '@portal/ui-kit/style.css';
import '@portal/auth-flow/style.css';
import '@portal/claims/style.css';
import '@portal/profile/style.css';
import '@portal/privacy-policy/style.css';
import '@portal/registration/style.css';
import { configureServices, sessionStore } from '@portal/api-client';
import { styleNonce } from '@portal/ui-kit';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { appRoutes } from './routing/app-routes';
import { preloadFirstScreen } from './routing/first-screen';

configureServices(__SERVICE_CONFIG__);
// The production server's per-page nonce for <style> elements, handed to the libraries that write them.
styleNonce();

// The old portal registered a service worker; residents may still have it. Nothing here should
// be served from a stale cache, so every registration is removed on load (spec section 9).
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.getRegistrations().then((registrations) => {
    for (const registration of registrations) void registration.unregister();
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// index.html carries the splash (config/static-splash.ts). The portal renders once its first
// screen's chunk is here, so that screen shows the moment it is drawn (behind a Suspense
// fallback React would hold it back 300 ms more).
const reactRoot = createRoot(root);
void preloadFirstScreen(appRoutes, window.location.pathname, sessionStore.getState().signedIn).then(() => {
  // A transition: React renders the first screen in slices and yields to the browser between
  // them, instead of one long task that keeps a slow phone from answering a tap.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
