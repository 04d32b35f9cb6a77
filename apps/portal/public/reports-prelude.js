// The portal's first script (index.html: `defer`, in the head before the entry module that Vite
// writes there, so it runs first: deferred scripts run in the page's order): it
// keeps the errors of the page's first moments until the reporter (src/reports/reporter.ts),
// loaded once the page works, takes them and reports what follows itself. A file of its own: the
// policy allows no inline script. It reads nothing of the page.
(() => {
  const queue = [];
  window.__portalErrors = { push: (entry) => queue.length < 10 && queue.push(entry), queue };
  addEventListener('error', (event) => window.__portalErrors.push({ kind: 'uncaught', error: event.error, message: event.message }));
  addEventListener('unhandledrejection', (event) => window.__portalErrors.push({ kind: 'rejection', error: event.reason }));
})();
