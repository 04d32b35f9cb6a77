import config from '../playwright.config';
import { expect, signInDemo, test } from './fixtures';

// Each page of the portal in one browser shares one session (localStorage): a sign-out anywhere
// ends it everywhere, even on a page the browser kept aside in its back-forward cache.

// Playwright starts Chromium with the back-forward cache turned off; these tests need it, as
// residents' browsers have it.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

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
  await signInDemo(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  // Away to a page of another origin: the desktop goes into the back-forward cache.
  await page.goto('http://127.0.0.1:4010/__dev/mailbox');

  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  await other.getByRole('banner').getByRole('button', { name: /María Laura Fernández/ }).click();
  await other.getByRole('menuitem', { name: 'Cerrar sesion' }).click();
  await expect(other).toHaveURL(/\/$/);

  await page.goBack({ waitUntil: 'commit' });
  // The very page that was kept, not a new load of it, and it left for the login at once.
  expect(await page.evaluate(() => (window as unknown as { __restored?: boolean }).__restored)).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('textbox', { name: 'DNI o e-mail' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toHaveCount(0);
});
