// The old portal (a create-react-app build) registered a service worker at this address, which
// answers every page from its cache with the old shell: the new portal's script, which removes
// registrations, would never run there. The browser checks this address for a new worker on every
// navigation and gets this one, which empties every cache, removes itself and reloads the pages
// the old one controlled, so they come from the server. nginx sends it with no-cache (tooling/nginx).
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await self.registration.unregister();
      const pages = await self.clients.matchAll({ type: 'window' });
      await Promise.all(pages.map((page) => page.navigate(page.url)));
    })(),
  );
});
