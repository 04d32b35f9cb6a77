import { countRequests, unexpectedConsole } from './faults-helpers';
import {
  advanceFakeClock,
  arriveSignedIn,
  DEMO,
  expect,
  expectNoAxeViolations,
  FAKE_ORIGIN,
  fakeControl,
  lastMailTo,
  refreshWith,
  test,
} from './fixtures';

// How a session ends when the resident did not end it: every tab lands on the login screen,
// which says why.

const EXPIRED = 'Tu sesión expiró. Ingresá de nuevo.';

test('a refresh token the auth service refuses ends the session in every tab, with the login saying it expired: no error page, no loop', async ({
  page,
  context,
  consoleErrors,
}) => {
  // Refresh tokens issued from now on live a minute in this worker's world.
  await fakeControl(page.request, 'config', { refreshTokenTtlSeconds: 60 });
  await arriveSignedIn(page);
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

test("a stolen refresh token used by a thief first: the resident's next refresh presents the spent token, and both are signed out", async ({
  page,
  consoleErrors,
}) => {
  // No reuse grace in this worker's world: a spent token presented again is theft at once.
  await fakeControl(page.request, 'config', { refreshReuseGraceSeconds: 0 });
  await arriveSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  const stolen = await page.evaluate(() => localStorage.getItem('lgrf'));
  // The thief refreshes with the copied token, ahead of the resident.
  const thief = await refreshWith(page, stolen);
  expect(thief.status()).toBe(200);
  const thiefs = ((await thief.json()) as { refresh: string }).refresh;

  // The resident's access token expires; the next page's call refreshes with the spent token.
  await advanceFakeClock(page, 10_000);
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('false');
  // The whole family was revoked: the thief's token refreshes nothing either (CONTRACT.md, R5).
  expect((await refreshWith(page, thiefs)).status()).toBe(400);
  expect(unexpectedConsole(consoleErrors)).toEqual([]);
});

test("a password reset made elsewhere ends every session of the account: this browser's next call lands on the login saying the session expired", async ({
  page,
  consoleErrors,
}) => {
  await arriveSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  const refresh = await page.evaluate(() => localStorage.getItem('lgrf'));
  // Someone with the resident's mailbox (or the resident, on another device) resets the password.
  expect((await page.request.post(`${FAKE_ORIGIN}/auth/passwordreset/`, { data: { email: DEMO.email } })).ok()).toBe(true);
  const { link } = await lastMailTo(page, DEMO.email);
  const token = new URL(link ?? 'http://x/').searchParams.get('token');
  const reset = await page.request.post(`${FAKE_ORIGIN}/auth/passwordreset/confirm/`, {
    data: { token, password: 'Bahia-Nueva-26' },
  });
  expect(reset.status()).toBe(200);

  // The next page's call: the access token is refused, and so is the refresh token (CONTRACT.md, R4).
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('false');
  expect((await refreshWith(page, refresh)).status()).toBe(400);
  await expectNoAxeViolations(page);
  expect(unexpectedConsole(consoleErrors)).toEqual([]);
});

test('a reload while the refresh answer is on its way lands on the login screen saying the session expired, never an error page', async ({
  page,
  consoleErrors,
}) => {
  // The worst case: a service without the reuse grace (the fake's is 30 s; CONTRACT.md, R5).
  const strict = await page.request.post(`${FAKE_ORIGIN}/__dev/config`, { data: { refreshReuseGraceSeconds: 0 } });
  expect(strict.ok()).toBe(true);
  await arriveSignedIn(page);
  // The service rotates the refresh token, and its answer is held on the way back: the resident
  // reloads before it arrives, and the browser drops it with the page. Nothing can keep it.
  const refreshes: { status: number; refresh: string }[] = [];
  let rotated = () => {};
  const serviceAnswered = new Promise<void>((resolve) => {
    rotated = resolve;
  });
  let letGo = () => {};
  const dropped = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  await page.route(`${FAKE_ORIGIN}/auth/refreshtoken/`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || refreshes.length > 0) return route.fallback();
    const answer = await route.fetch();
    refreshes.push({ status: answer.status(), refresh: (request.postDataJSON() as { refresh: string }).refresh });
    rotated();
    await dropped;
    await route.abort().catch(() => {});
  });
  page.on('response', (response) => {
    if (!response.url().endsWith('/auth/refreshtoken/') || response.request().method() !== 'POST') return;
    refreshes.push({ status: response.status(), refresh: (response.request().postDataJSON() as { refresh: string }).refresh });
  });
  const signedInWith = await page.evaluate(() => localStorage.getItem('lgrf'));

  // Past the access token's 4-second lifetime (playwright.config.ts), on the fake's clock: the
  // desktop's load refreshes it.
  await advanceFakeClock(page, 5_000);
  await page.reload();
  await serviceAnswered;
  await page.reload();

  // The new page still holds the spent refresh token: the service refuses it, and the session
  // ends as an expired one does.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(refreshes).toEqual([
    { status: 200, refresh: signedInWith },
    { status: 400, refresh: signedInWith },
  ]);
  expect(await page.evaluate(() => [localStorage.getItem('isLoggedIn'), localStorage.getItem('lgrf')])).toEqual(['false', 'null']);
  letGo();
  // The refused refresh (400) and the expired call (401) are the browser's own lines.
  expect(unexpectedConsole(consoleErrors)).toEqual([]);
});

test.describe('an idle session', () => {
  const INACTIVE = 'Cerramos tu sesión porque pasaron 15 minutos sin actividad. Ingresá de nuevo para continuar.';

  test('activity in one tab keeps the other, the warning answered in one closes in both, and 15 minutes idle sign both out saying why', async ({
    page,
    context,
    consoleErrors,
  }) => {
    // The pages' clocks, not the test's patience: time jumps as a closed laptop's would.
    await context.clock.install();
    await arriveSignedIn(page);
    const other = await context.newPage();
    await other.goto('/reclamos');
    await expect(other.getByRole('heading', { level: 1, name: 'Mis reclamos' })).toBeVisible();

    // Ten minutes on, the resident works in the other tab: both stay signed in past 13 minutes.
    await context.clock.fastForward('10:00');
    await other.bringToFront();
    await other.getByRole('heading', { level: 1, name: 'Mis reclamos' }).click();
    await context.clock.fastForward('04:00');
    await page.bringToFront();
    await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // Thirteen minutes after that, the warning, answered in this tab: gone from both.
    await context.clock.fastForward('09:01');
    const warning = page.getByRole('alertdialog', { name: '¿Seguís ahí?' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('vamos a cerrar tu sesión en 1:5');
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: 'Seguir conectado' }).click();
    await expect(warning).toBeHidden();
    await expect(other.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();

    // Fifteen minutes of nothing: both tabs are on the login screen, which says why. The jump
    // stops two seconds short of fifteen minutes after the last activity (the checks above took
    // real time since the click) and the rest passes in real time, in both tabs at once: the
    // context's clock jumps one page after the other, and a jump reaching a page after the other
    // had signed out would also age the login screen's download there past its time-out.
    const [lastActivity, now] = await page.evaluate(() => [Number(localStorage.getItem('portalLastActivity')), Date.now()]);
    const refresh = await page.evaluate(() => localStorage.getItem('lgrf'));
    await context.clock.fastForward(lastActivity + 15 * 60_000 - 2_000 - now);
    for (const tab of [page, other]) {
      await expect(tab).toHaveURL(/\/$/);
      await expect(tab.getByRole('status').filter({ hasText: INACTIVE })).toBeVisible();
    }
    expect(await page.evaluate(() => [localStorage.getItem('isLoggedIn'), localStorage.getItem('lgac')])).toEqual(['false', 'null']);
    // The idle end revoked the session at the service too (logout/, CONTRACT.md R4).
    await expect.poll(async () => (await refreshWith(page, refresh)).status()).toBe(400);
    await expectNoAxeViolations(page);
    expect(unexpectedConsole(consoleErrors)).toEqual([]);
  });
});
