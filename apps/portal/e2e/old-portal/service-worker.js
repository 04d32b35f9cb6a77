// Stands for the old portal's worker (create-react-app with workbox's precache): it keeps the
// shell in its cache and answers every navigation with it, never asking the server.
const CACHE = 'workbox-precache-v2-http://127.0.0.1:5173/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add('/index.html'))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match('/index.html')));
  }
});
