import {
  CHUNK,
  DRAWER_LOAD_ERROR,
  dni,
  downloadsOf,
  expectNoReload,
  failNext,
  loginBanner,
  loginWithDni,
  markPage,
  neverIdle,
  PAGE_NOT_LOADED,
  radixModalShowing,
  SUPPORT_LOAD_ERROR,
  unexpectedLines,
} from './deferred-parts-helpers';
import { loginCarousel } from './carousel-helpers';
import { MESSAGES, randomDni, setFault, toasts } from './faults-helpers';
import { arriveSignedIn, DEMO, enterMailedCode, expect, expectNoAxeViolations, lastMailTo, test, typeCode } from './fixtures';

/**
 * Every part loaded on demand recovers (see ui-kit's src/deferred/deferred-part.ts): the page is
 * loaded and usable, the part's download fails (offline, or its chunk aborted or answered 500
 * once), the resident uses it and reads a Spanish message with nothing typed lost; the connection
 * back, using it again works, without a reload. Sign-in needs no download at all once /login is
 * usable.
 *
 * Debian's Chromium fetches a failed module again (whatwg/html#10327); the browsers that keep a
 * failed module for the page's life are deferred-parts-cached-failures.spec.ts.
 */

test.afterEach(({ consoleErrors }) => {
  expect(unexpectedLines(consoleErrors)).toEqual([]);
});

test.describe('sign-in needs no download once /login is usable', () => {
  test('offline at INGRESAR: the connection message, the DNI kept; back online, password and mailed code sign in', async ({
    page,
    context,
  }) => {
    await loginWithDni(page);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await expect(loginBanner(page)).toHaveText(`error: ${MESSAGES.network}`);
    await expect(dni(page)).toHaveValue(DEMO.dni);
    // Again, still offline: the same message, as often as the resident tries.
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await expect(loginBanner(page)).toHaveText(`error: ${MESSAGES.network}`);

    await context.setOffline(false);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await enterMailedCode(page);
  });

  test('offline at the code: the connection message, the code step kept; back online, VERIFICAR signs in', async ({
    page,
    context,
  }) => {
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

  test('every script answered 500 from the moment /login is usable: password and mailed code still sign in', async ({
    page,
  }) => {
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
  test.describe(`a part whose download was ${failure}`, () => {
    test('the privacy drawer: the message by the link, the DNI kept; then the drawer opens', async ({ page, context }) => {
      await loginWithDni(page);
      await markPage(page);
      const downloads = downloadsOf(page, CHUNK.drawer);
      const reconnect = await failNext(page, context, CHUNK.drawer, failure);
      const link = page.getByRole('button', { name: 'Políticas de privacidad' });
      await link.click();
      await expect(page.getByRole('alert').filter({ hasText: DRAWER_LOAD_ERROR })).toBeVisible();
      await expect(link).toHaveAttribute('aria-expanded', 'false');
      await expect(dni(page)).toHaveValue(DEMO.dni);
      await expectNoAxeViolations(page);

      await reconnect();
      await link.click();
      const drawer = page.getByRole('dialog', { name: 'Políticas de privacidad' });
      await expect(drawer.getByRole('button', { name: 'Para qué usamos tus datos' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: DRAWER_LOAD_ERROR })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(link).toBeFocused();
      await expect(dni(page)).toHaveValue(DEMO.dni);
      await expectNoReload(page);
      // Offline, nothing was even requested: the attempt failed before reaching the network.
      expect(downloads.at(-1)).toBe('200');
      if (failure === 'offline') expect(downloads).toEqual(['200']);
    });

    test("the support form: the message under 'Problemas para registrarte', the DNI kept; then the form opens", async ({
      page,
      context,
    }) => {
      await loginWithDni(page);
      await markPage(page);
      const reconnect = await failNext(page, context, CHUNK.support, failure);
      const button = page.getByRole('button', { name: 'Problemas para registrarte' });
      await button.click();
      await expect(page.getByRole('alert').filter({ hasText: SUPPORT_LOAD_ERROR })).toBeVisible();
      await expect(dni(page)).toHaveValue(DEMO.dni);

      await reconnect();
      await button.click();
      await expect(page.getByRole('dialog', { name: 'Problemas para registrarte' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: SUPPORT_LOAD_ERROR })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
      await expect(dni(page)).toHaveValue(DEMO.dni);
      await expectNoReload(page);
    });

    for (const modal of [
      {
        what: "a dialog's Radix side: the support form",
        opener: 'Problemas para registrarte',
        content: CHUNK.support,
        radix: CHUNK.dialogRadix,
        inside: { role: 'textbox', name: 'Nombre' } as const,
      },
      {
        what: "the drawer's Radix side: the privacy policy",
        opener: 'Políticas de privacidad',
        content: CHUNK.drawer,
        radix: CHUNK.drawerRadix,
        inside: { role: 'button', name: 'Para qué usamos tus datos' } as const,
      },
    ]) {
      test(`${modal.what} opens in a plain modal, the DNI kept; then in Radix's`, async ({ page, context }) => {
        // Nothing preloaded when idle; the content arrives on hover, as it does, so only Radix's
        // side is missing at the first opening.
        await neverIdle(page);
        await loginWithDni(page);
        await markPage(page);
        const opener = page.getByRole('button', { name: modal.opener });
        const content = page.waitForResponse((response) => modal.content.test(new URL(response.url()).pathname));
        await opener.hover();
        expect((await content).status()).toBe(200);
        const downloads = downloadsOf(page, modal.radix);
        const reconnect = await failNext(page, context, modal.radix, failure);
        const dialog = page.getByRole('dialog', { name: modal.opener });
        const inside = dialog.getByRole(modal.inside.role, { name: modal.inside.name });

        await opener.click();
        await expect(inside).toBeVisible();
        // Offline, nothing was even requested: the attempt failed before reaching the network.
        await expect.poll(() => downloads.length).toBe(failure === 'offline' ? 0 : 1);
        expect(await radixModalShowing(page)).toBe(false);
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
        await expect(dni(page)).toHaveValue(DEMO.dni);

        await reconnect();
        await opener.click();
        await expect(inside).toBeVisible();
        await expect.poll(() => radixModalShowing(page)).toBe(true);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
        await expect(dni(page)).toHaveValue(DEMO.dni);
        await expectNoReload(page);
        expect(downloads.at(-1)).toBe('200');
        if (failure === 'offline') expect(downloads).toEqual(['200']);
      });
    }

    test('the carousel track: its dots still move it, the DNI kept; then keen-slider moves it', async ({ page, context }) => {
      // Nothing preloaded when idle: the carousel's first use is what asks for keen-slider.
      await neverIdle(page);
      await loginWithDni(page);
      await markPage(page);
      const downloads = downloadsOf(page, CHUNK.carousel);
      const reconnect = await failNext(page, context, CHUNK.carousel, failure);
      const { dot, slide, movedByKeen, inView } = loginCarousel(page);

      await dot(2).click();
      await expect(slide(2)).not.toHaveAttribute('inert');
      await expect(slide(1)).toHaveAttribute('inert', '');
      await expect.poll(() => inView(2)).toBe(true);
      await expect.poll(() => downloads.length).toBe(failure === 'offline' ? 0 : 1);
      expect(await movedByKeen()).toBe(false);
      await expect(dni(page)).toHaveValue(DEMO.dni);
      await expectNoAxeViolations(page);

      await reconnect();
      // Back online the browser says so and keen-slider comes by itself; a flaky line says
      // nothing, and the next use asks for it.
      await dot(3).click();
      await expect.poll(movedByKeen).toBe(true);
      await expect(slide(3)).not.toHaveAttribute('inert');
      await expect(dot(3)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => inView(3)).toBe(true);
      await expect(dni(page)).toHaveValue(DEMO.dni);
      await expectNoReload(page);
      expect(downloads.at(-1)).toBe('200');
      if (failure === 'offline') expect(downloads).toEqual(['200']);
    });

    test("a signed-in screen: the error screen says so; then the screen shows, on 'Reintentar' or by itself back online", async ({
      page,
      context,
    }) => {
      await arriveSignedIn(page);
      await expect(page.getByRole('heading', { level: 1, name: /Hola, María/ })).toBeVisible();
      await markPage(page);
      const reconnect = await failNext(page, context, CHUNK.claims, failure);
      await page.getByRole('navigation', { name: 'Escritorio' }).getByRole('link', { name: 'Reclamos' }).click();
      await expect(page.getByRole('heading', { level: 1, name: PAGE_NOT_LOADED })).toBeVisible();
      await expect(page.getByText('La conexión es lenta o se interrumpió. Revisá tu conexión e intentá de nuevo.')).toBeVisible();
      await expectNoAxeViolations(page);

      await reconnect();
      // Back online the browser says so, and the screen comes by itself; a flaky line says
      // nothing, and the resident asks.
      if (failure !== 'offline') await page.getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mis reclamos' })).toBeVisible();
      await expect(page).toHaveURL(/\/reclamos$/);
      await expect(page.getByText('9 reclamos', { exact: true })).toBeVisible();
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
      const toasts = page.waitForResponse((response) => CHUNK.toasts.test(new URL(response.url()).pathname));
      await loginWithDni(page);
      await expect(loginCarousel(page).region).toBeHidden();
      // The idle-time downloads have been asked for (the toasts' region is one of them).
      await toasts;
      await page.waitForLoadState('networkidle');
      expect(downloads).toEqual([]);
    });
  });
});

test.describe('toasts whose region could not be downloaded', () => {
  test('show the connection message in plain markup with every field kept; back online, Radix shows the next one', async ({
    page,
    context,
  }) => {
    // The region's download (asked for once the page is idle) fails, as on a flaky line.
    let lost = true;
    await page.route(CHUNK.toasts, (route) => (lost ? route.abort('internetdisconnected') : route.fallback()));
    await page.goto('/registrarse');
    const newDni = randomDni();
    const field = page.getByLabel('DNI', { exact: true });
    await field.fill(newDni);
    await expect(page.getByText('Documento disponible. Ya podés completar tus datos.')).toBeVisible();
    await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await page.getByLabel('Apellido', { exact: true }).fill('Gómez');
    await page.getByLabel('E-mail', { exact: true }).fill(`lucia.${newDni}@example.com`);
    await page.getByLabel('Contraseña', { exact: true }).fill('Prueba2024');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Prueba2024');
    await markPage(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'REGISTRARME' }).click();
    const plain = page.getByRole('region', { name: 'Notificaciones', exact: true });
    await expect(plain.getByRole('alert')).toContainText(MESSAGES.network);
    await expect(field).toHaveValue(newDni);
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('Prueba2024');

    lost = false;
    const arrived = page.waitForResponse((response) => CHUNK.toasts.test(new URL(response.url()).pathname));
    await context.setOffline(false);
    // Nobody asked: the browser's `online` event fetched it.
    expect((await arrived).status()).toBe(200);
    await setFault(page, 'auth', 'fail');
    await page.getByRole('button', { name: 'REGISTRARME' }).click();
    await expect(toasts(page).filter({ hasText: MESSAGES.failed })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Notificaciones \(/ })).toContainText(MESSAGES.failed);
    await expect(field).toHaveValue(newDni);
    await expectNoReload(page);
  });
});
