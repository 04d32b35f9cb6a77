import config from '../playwright.config';
import { DEMO, enterMailedCode, expect, test, typeCredentials } from './fixtures';
import {
  CHUNK,
  DRAWER_LOAD_ERROR,
  downloadsOf,
  failNext,
  loginBanner,
  loginWithDni,
  neverIdle,
  unexpectedLines,
} from './deferred-parts-helpers';
import { MESSAGES } from './faults-helpers';

/**
 * deferred-parts.spec.ts in a browser that keeps a failed module for the page's life, as Safari
 * and Chromium and Firefox before whatwg/html#10327 do: Debian's Chromium with that change turned
 * off (`ModuleMapDoNotCacheFailedFetch`). Sign-in needs no download, so it recovers; a part used
 * offline was never attempted, so it recovers; a part whose chunk failed on a flaky line keeps
 * its message until a reload, and the page stays usable.
 */

/** The options the config launches Chromium with, plus more arguments. */
function launchWith(...extra: string[]) {
  const launch = config.use?.launchOptions ?? {};
  return { ...launch, args: [...(launch.args ?? []), ...extra] };
}

test.use({ launchOptions: launchWith('--disable-features=ModuleMapDoNotCacheFailedFetch') });

test.afterEach(({ consoleErrors }) => {
  expect(unexpectedLines(consoleErrors)).toEqual([]);
});

test.describe("in a browser that keeps a failed module for the page's life", () => {
  test('offline at INGRESAR before anything was preloaded, then back online: password and mailed code sign in', async ({
    page,
    context,
  }) => {
    await neverIdle(page);
    await loginWithDni(page);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await expect(loginBanner(page)).toHaveText(`error: ${MESSAGES.network}`);
    await context.setOffline(false);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await enterMailedCode(page);
  });

  test('every script aborted from the moment /login is usable, as on a flaky line: password and mailed code sign in', async ({
    page,
  }) => {
    await neverIdle(page);
    await loginWithDni(page);
    await page.route(CHUNK.anyScript, (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await enterMailedCode(page);
  });

  test('a part used offline is downloaded once back online: nothing was attempted while offline', async ({ page, context }) => {
    // A download cut off by the drop (an idle preload under way) would leave its chunks, which
    // the drawer shares, failed for good in this browser: here nothing was under way.
    await neverIdle(page);
    await loginWithDni(page);
    const downloads = downloadsOf(page, CHUNK.drawer);
    await context.setOffline(true);
    const link = page.getByRole('button', { name: 'Políticas de privacidad' });
    await link.click();
    await expect(page.getByRole('alert').filter({ hasText: DRAWER_LOAD_ERROR })).toBeVisible();
    await context.setOffline(false);
    await link.click();
    await expect(page.getByRole('dialog', { name: 'Políticas de privacidad' })).toBeVisible();
    expect(downloads).toEqual(['200']);
  });

  test('a part whose chunk was answered 500 keeps its message on every try, and the page stays usable', async ({
    page,
    context,
  }) => {
    await loginWithDni(page);
    const downloads = downloadsOf(page, CHUNK.drawer);
    const reconnect = await failNext(page, context, CHUNK.drawer, 'answered 500');
    const link = page.getByRole('button', { name: 'Políticas de privacidad' });
    await link.click();
    await expect(page.getByRole('alert').filter({ hasText: DRAWER_LOAD_ERROR })).toBeVisible();
    await reconnect();
    await link.click();
    // The browser answers from its module map without asking the server: the message again.
    await expect(page.getByRole('alert').filter({ hasText: DRAWER_LOAD_ERROR })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(downloads).toHaveLength(1);
    // Signing in does not depend on it.
    await typeCredentials(page, DEMO.dni, DEMO.password);
    await expect(page.getByRole('group', { name: 'Código de verificación' })).toBeVisible();
  });
});
