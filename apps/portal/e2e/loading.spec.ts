import { loginCarousel } from './carousel-helpers';
import { MESSAGES } from './faults-helpers';
import { arriveSignedIn, DEMO, enterMailedCode, expect, expectNoAxeViolations, lastMailTo, test, typeCode } from './fixtures';
import {
  CHUNK,
  downloadsOf,
  expectNoReload,
  failNext,
  loginWithDni,
  markPage,
  PAGE_NOT_LOADED,
  signInAfterOfflineAtIngresar,
  unexpectedLines,
} from './loading-helpers';

/**
 * What a screen's chunk brings, and how code that is elsewhere arrives: /login's chunk holds
 * everything signing in uses, so once it is usable nothing more is downloaded; a signed-in screen
 * is a route of its own whose chunk, when its download fails (offline, or aborted or answered 500
 * once), is fetched again on 'Reintentar' or by itself back online, without a reload; keen-slider
 * comes only where the carousel is displayed.
 *
 * Debian's Chromium fetches a failed module again (whatwg/html#10327); the browsers that keep a
 * failed module for the page's life are loading-cached-failures.spec.ts.
 */

test.afterEach(({ consoleErrors }) => {
  expect(unexpectedLines(consoleErrors)).toEqual([]);
});

test.describe('sign-in needs no download once /login is usable', () => {
  test('offline at INGRESAR: the connection message, the DNI kept; back online, password and mailed code sign in', async ({
    page,
    context,
  }) => {
    await signInAfterOfflineAtIngresar(page, context);
  });

  test('offline at the code: the connection message, the code step kept; back online, VERIFICAR signs in', async ({ page, context }) => {
    await loginWithDni(page);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await expect(page.getByRole('group', { name: 'Código de verificación' })).toBeVisible();
    const { code } = await lastMailTo(page, DEMO.email);
    await context.setOffline(true);
    await typeCode(page, code ?? '');
    await expect(page.getByText(MESSAGES.network)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Código de verificación' })).toBeVisible();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'VERIFICAR' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('every script answered 500 from the moment /login is usable: password and mailed code still sign in', async ({ page }) => {
    await loginWithDni(page);
    await markPage(page);
    await page.route(CHUNK.anyScript, (route) => route.fulfill({ status: 500, body: 'falla' }));
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    // Signed in; the desktop's screen is a download of its own, which fails and recovers.
    await enterMailedCode(page);
    await expect(page.getByRole('heading', { level: 1, name: PAGE_NOT_LOADED })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Hola, María/ })).toBeVisible();
    await expectNoReload(page);
  });
});

for (const failure of ['offline', 'aborted', 'answered 500'] as const) {
  test.describe(`a screen whose download was ${failure}`, () => {
    test("a signed-in screen: the error screen says so; then the screen shows, on 'Reintentar' or by itself back online", async ({
      page,
      context,
    }) => {
      await arriveSignedIn(page, DEMO, '/perfil');
      await expect(page.getByRole('heading', { level: 2, name: 'Tus datos' })).toBeVisible();
      await markPage(page);
      const reconnect = await failNext(page, context, CHUNK.profileForm, failure);
      await page.getByRole('link', { name: 'EDITAR MIS DATOS' }).click();
      await expect(page.getByRole('heading', { level: 1, name: PAGE_NOT_LOADED })).toBeVisible();
      await expect(page.getByText('La conexión es lenta o se interrumpió. Revisá tu conexión e intentá de nuevo.')).toBeVisible();
      await expectNoAxeViolations(page);

      await reconnect();
      // Back online the browser says so, and the screen comes by itself; a flaky line says
      // nothing, and the resident asks.
      if (failure !== 'offline') await page.getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Actualizá tus datos' })).toBeVisible();
      await expect(page).toHaveURL(/\/profileform\?campo=datos$/);
      await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('María Laura');
      await expectNoReload(page);
    });
  });
}

test.describe('the carousel track', () => {
  test("on a screen that shows the carousel, keen-slider has the track: a dot's slide comes into view, and a swipe moves it, held or not", async ({
    page,
  }) => {
    await page.goto('/login/');
    const carousel = loginCarousel(page);
    await expect.poll(carousel.movedByKeen).toBe(true);
    await carousel.dot(3).click();
    await expect.poll(() => carousel.inView(3)).toBe(true);
    // Towards the left: the next slide, the first again (it loops); then back. Each drag goes
    // past half a step (a slide and the space after it), so the slide it lands on does not depend
    // on the speed keen-slider measured: it counts only the last 200 ms before the release as the
    // browser handles it, and a busy browser handles a quick drag's release after them.
    await carousel.swipe(-0.8);
    await expect(carousel.dot(1)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => carousel.inView(1)).toBe(true);
    await carousel.swipe(0.8);
    await expect(carousel.dot(3)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => carousel.inView(3)).toBe(true);
    // Held still before lifting, with no speed left: past half a step, it still moves on.
    await carousel.swipe(-0.8, { holdMs: 400 });
    await expect(carousel.dot(1)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => carousel.inView(1)).toBe(true);
  });

  test.describe('on a phone, whose login screen does not show the carousel', () => {
    test.use({ viewport: { width: 412, height: 823 } });

    test('keen-slider is never downloaded', async ({ page }) => {
      const downloads = downloadsOf(page, CHUNK.carousel);
      await loginWithDni(page);
      await expect(loginCarousel(page).region).toBeHidden();
      // Hydrated and usable, and nothing more on its way.
      await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeEnabled();
      await page.waitForLoadState('networkidle');
      expect(downloads).toEqual([]);
    });
  });
});
