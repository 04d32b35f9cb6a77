import config from '../playwright.config';
import { DEMO, enterMailedCode, expect, test } from './fixtures';
import { CHUNK, loginWithDni, signInAfterOfflineAtIngresar, unexpectedLines } from './loading-helpers';

/**
 * loading.spec.ts's sign-in in a browser that keeps a failed module for the page's life, as
 * Safari and Chromium and Firefox before whatwg/html#10327 do: Debian's Chromium with that change
 * turned off (`ModuleMapDoNotCacheFailedFetch`). Sign-in needs no download, so it recovers.
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
  test('offline at INGRESAR, then back online: password and mailed code sign in', async ({ page, context }) => {
    await signInAfterOfflineAtIngresar(page, context);
  });

  test('every script aborted from the moment /login is usable, as on a flaky line: password and mailed code sign in', async ({ page }) => {
    await loginWithDni(page);
    await page.route(CHUNK.anyScript, (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await enterMailedCode(page);
  });
});
