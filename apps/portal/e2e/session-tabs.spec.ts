import config, { WHOLE_CHROMIUM } from '../playwright.config';
import { holdRequests, NEW } from './faults-helpers';
import { advanceFakeClock, arriveSignedIn, expect, FAKE_ORIGIN, signInThroughScreens, test } from './fixtures';

// Each page of the portal in one browser shares one session (localStorage): a sign-out anywhere
// ends it everywhere, even on a page the browser kept aside in its back-forward cache.

// Playwright starts Chromium with the back-forward cache turned off; these tests need it, as
// residents' browsers have it, and the whole browser: the headless shell keeps no page in it.
test.use({
  launchOptions: { ...config.use?.launchOptions, executablePath: WHOLE_CHROMIUM, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

test('a signed-in page restored from the back-forward cache after a sign-out in another tab leaves for the login', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      const w = window as unknown as { __restored?: boolean };
      if (event.persisted) w.__restored = true;
    });
  });
  await arriveSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  // Away to a page of another origin: the desktop goes into the back-forward cache.
  await page.goto(`${FAKE_ORIGIN}/__dev/mailbox`);

  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  await other
    .getByRole('banner')
    .getByRole('button', { name: /María Laura Fernández/ })
    .click();
  await other.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(other).toHaveURL(/\/$/);

  await page.goBack({ waitUntil: 'commit' });
  // The very page that was kept, not a new load of it, and it left for the login at once.
  expect(await page.evaluate(() => (window as unknown as { __restored?: boolean }).__restored)).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('textbox', { name: 'DNI o e-mail' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toHaveCount(0);
});

test("a refresh that ends after another account signed in in another tab leaves that account's tokens alone", async ({ page, context }) => {
  await arriveSignedIn(page);
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { level: 1, name: /^Hola, María/ })).toBeVisible();
  const demoRefresh = await page.evaluate(() => localStorage.getItem('lgrf'));

  // This tab's access token expires and its refresh is held on the wire. Held by this page's
  // route, not the context's: a route on the context pauses every request of the other tab too,
  // and the keepalive logout/ it sends as it leaves was then lost whenever the tab was gone before
  // Playwright let the request go (seen on a loaded machine: no logout/, the refresh answered 200).
  const refresh = await holdRequests(page, 'POST', `${FAKE_ORIGIN}/auth/refreshtoken/`);
  const answered: { status: number; refresh: string }[] = [];
  context.on('response', (response) => {
    if (!response.url().endsWith('/auth/refreshtoken/') || response.request().method() !== 'POST') return;
    answered.push({ status: response.status(), refresh: (response.request().postDataJSON() as { refresh: string }).refresh });
  });
  await advanceFakeClock(page, 5_000);
  await page.reload();
  await expect.poll(() => refresh.held.length).toBe(1);

  // Meanwhile the other tab signs out and another resident signs in there.
  await other
    .getByRole('banner')
    .getByRole('button', { name: /María Laura Fernández/ })
    .click();
  await other.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(other).toHaveURL(/\/$/);
  await signInThroughScreens(other, NEW);
  await expect(other.getByRole('heading', { level: 1, name: `Hola, ${NEW.firstName}` })).toBeVisible();
  const newcomer = await other.evaluate(() => ({ access: localStorage.getItem('lgac'), refresh: localStorage.getItem('lgrf') }));
  expect(newcomer.refresh).not.toBe(demoRefresh);

  // The first resident's refresh is answered now: refused, since the sign-out in the other tab
  // ended that session at the service (logout/), and nothing of it is stored over the second
  // resident's session.
  refresh.release();
  await expect.poll(() => answered).toEqual([{ status: 400, refresh: demoRefresh }]);
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${NEW.firstName}` })).toBeVisible();
  expect(await page.evaluate(() => ({ access: localStorage.getItem('lgac'), refresh: localStorage.getItem('lgrf') }))).toEqual(newcomer);
  await other.reload();
  await expect(other.getByRole('heading', { level: 1, name: `Hola, ${NEW.firstName}` })).toBeVisible();
});
