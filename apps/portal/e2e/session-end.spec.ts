import { countRequests, unexpectedConsole } from './faults-helpers';
import { advanceFakeClock, expect, expectNoAxeViolations, FAKE_ORIGIN, signInDemo, test } from './fixtures';

// How a session ends when the resident did not end it: every tab lands on the login screen,
// which says why.

const EXPIRED = 'Tu sesión expiró. Ingresá de nuevo.';

test('a refresh token the auth service refuses ends the session in every tab, with the login saying it expired: no error page, no loop', async ({
  page,
  context,
  consoleErrors,
}) => {
  // Refresh tokens issued from now on live a minute in this worker's world.
  const config = await page.request.post(`${FAKE_ORIGIN}/__dev/config`, { data: { refreshTokenTtlSeconds: 60 } });
  expect(config.ok()).toBe(true);
  await signInDemo(page);
  const other = await context.newPage();
  await other.goto('/reclamos');
  await expect(other.getByRole('heading', { level: 1, name: 'Mis reclamos' })).toBeVisible();

  // Both tokens past their lifetime, on the fake's clock.
  await advanceFakeClock(page, 61_000);
  const refreshes = countRequests(page, 'POST', /\/refreshtoken\/$/);
  await page.goto('/perfil');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  // The page the resident asked for never showed an error in its place.
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(refreshes).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('false');

  // The other tab followed, and says why too.
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();

  await expectNoAxeViolations(page);
  // The refused refresh (400) and the expired call (401) are the browser's own lines.
  expect(unexpectedConsole(consoleErrors)).toEqual([]);
  expect(refreshes).toHaveLength(1);
});
