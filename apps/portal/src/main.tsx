// First: the Trusted Types policy must exist before any library renders.
import './security/trusted-types';
import '@portal/ui-kit/style.css';
import '@portal/auth-flow/style.css';
import '@portal/claims/style.css';
import '@portal/profile/style.css';
import '@portal/privacy-policy/style.css';
import '@portal/recovery/style.css';
import '@portal/registration/style.css';
import { configureServices, sessionStore, signedInContext } from '@portal/api-client';
import { isDownloadFailure, styleNonce } from '@portal/ui-kit';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, matchRoutes, RouterProvider } from 'react-router';
import { loadMatchedRoutes, portalRoutes } from './app';
import { leafPattern } from './routing/route-key';

configureServices(__SERVICE_CONFIG__);
// The production server's per-page nonce for <style> elements, handed to the libraries that write them.
styleNonce();

// The old portal registered a service worker; residents may still have it. Nothing here should
// be served from a stale cache, so every registration is removed on load (docs/product.md#routes).
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.getRegistrations().then((registrations) => {
    for (const registration of registrations) void registration.unregister();
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * The portal in its browser router: made when the page is hydrated or drawn afresh, once. Each
 * navigation's context carries what the signed-in area has read, fresh for a short while
 * (api-client's `signedInContext`), so a click between its screens asks nothing again.
 */
let router: DataRouter | undefined;
const portal = () => {
  router = createBrowserRouter(portalRoutes, { getContext: signedInContext() });
  return (
    <StrictMode>
      {/* What a route's error screen caught goes to the reporter, with the route's pattern. */}
      <RouterProvider router={router} onError={(error, { pattern }) => window.__portalErrors?.push({ kind: 'route', error, pattern })} />
    </StrictMode>
  );
};

// The reporter is not part of what a page needs to work: it loads once the page has, and takes
// over from the prelude (public/reports-prelude.js); with no collector configured it stops there.
addEventListener('load', () => import('./reports/reporter').then((reporter) => reporter.startReporting(() => router, isDownloadFailure)));
const { pathname } = window.location;
const { signedIn } = sessionStore.getState();

// A prerendered page (config/prerender.ts) carries an anonymous visitor's first screen, marked
// with the route it was drawn for. It is hydrated only when the browser draws that same screen:
// a signed-in resident is sent on by the guards, so the page is drawn afresh instead (its login
// form, disabled until hydration, is never used); and an address that another route draws (a
// page served for the wrong path) is not hydrated with a screen that is not its own.
// The address is matched once: react-router ranks every route of the table on each match.
const matches = matchRoutes(portalRoutes, pathname) ?? [];
if (root.dataset.route !== undefined && !signedIn && root.dataset.route === leafPattern(matches)) {
  // Hydration needs the page's screen in hand (the page's modulepreloads already fetched it). If
  // its code did not arrive, the page is drawn afresh: the router shows the error screen, whose
  // 'Reintentar' (or the browser back online) downloads it again.
  loadMatchedRoutes(matches).then(
    () => hydrateRoot(root, portal()),
    () => createRoot(root).render(portal()),
  );
} else {
  // The client shell (signed-in area, login by service): the router downloads the first
  // screen's code (already modulepreloaded), showing the splash meanwhile.
  createRoot(root).render(portal());
}
