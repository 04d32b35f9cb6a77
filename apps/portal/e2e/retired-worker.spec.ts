import { join } from 'node:path';
import type { Route } from '@playwright/test';
import { expect, PORTAL_ORIGIN, test } from './fixtures';

// The old portal registered a caching service worker at /service-worker.js, which answers every
// page with its cached shell: a resident whose browser still holds it would never see the new
// portal. The new build answers that address with a worker that retires the old one.

const OLD_PORTAL = join(import.meta.dirname, 'old-portal');

/** The old portal as it was deployed: its worker at /service-worker.js, its shell for every page. */
async function oldDeployment(route: Route) {
  const { pathname } = new URL(route.request().url());
  if (pathname === '/service-worker.js') {
    return route.fulfill({ path: join(OLD_PORTAL, 'service-worker.js'), contentType: 'text/javascript' });
  }
  return route.fulfill({ path: join(OLD_PORTAL, 'index.html'), contentType: 'text/html' });
}

test("a browser holding the old portal's caching worker gets the new portal once the new build is deployed", async ({ page, context }) => {
  await context.route(`${PORTAL_ORIGIN}/**`, oldDeployment);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Portal viejo' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${PORTAL_ORIGIN}/service-worker.js`);
  // What the old worker keeps: the old shell.
  expect(await page.evaluate(async () => (await (await caches.match('/index.html'))?.text()) ?? '')).toContain('Portal viejo');

  // The new build is deployed: from now on the server (nginx) answers.
  await context.unroute(`${PORTAL_ORIGIN}/**`, oldDeployment);
  const worker = await page.request.get('/service-worker.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/login/');
  // The old worker answers with its shell; the browser fetches its address meanwhile, gets the
  // retiring worker, and that one reloads the page from the server.
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'DNI o e-mail' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // A later visit is the new portal too.
  await page.goto('/registrarse');
  await expect(page.getByRole('heading', { level: 1, name: 'Completá tus datos' })).toBeVisible();
});
