import type { BrowserContext, Page, Route } from '@playwright/test';
import { MESSAGES, unexpectedConsole } from './faults-helpers';
import { DEMO, enterMailedCode, expect } from './fixtures';

/** The chunks the browser tests make fail or count (names as Vite writes them). */
export const CHUNK = {
  carousel: /\/assets\/keen-slider[^/]*\.js$/,
  claims: /\/assets\/claims-list-screen-[^/]+\.js$/,
  // Not fetched ahead when idle (the navigation's screens are): its download starts with the click.
  profileForm: /\/assets\/profile-form-[^/]+\.js$/,
  anyScript: /\/assets\/[^/]+\.js$/,
};

export const PAGE_NOT_LOADED = 'No pudimos cargar esta página';

export type Failure = 'offline' | 'aborted' | 'answered 500';

/**
 * Makes the next download of `chunk` fail as `failure` says, and returns how to bring the
 * connection back. 'offline' takes the whole browser offline (the page sees it: `navigator.onLine`
 * turns false and `online` fires on the way back); the others fail that one request only, as a
 * flaky line does, with the browser still online.
 */
export async function failNext(page: Page, context: BrowserContext, chunk: RegExp, failure: Failure): Promise<() => Promise<void>> {
  if (failure === 'offline') {
    await context.setOffline(true);
    return () => context.setOffline(false);
  }
  let failed = false;
  const handler = async (route: Route) => {
    if (failed) return route.fallback();
    failed = true;
    return failure === 'aborted' ? route.abort('internetdisconnected') : route.fulfill({ status: 500, body: 'falla' });
  };
  await page.route(chunk, handler);
  return () => page.unroute(chunk, handler);
}

/** The chunk requests matching `chunk` from now on, with how each ended. */
export function downloadsOf(page: Page, chunk: RegExp) {
  const seen: string[] = [];
  page.on('requestfinished', async (request) => {
    if (chunk.test(new URL(request.url()).pathname)) seen.push(String((await request.response())?.status()));
  });
  page.on('requestfailed', (request) => {
    if (chunk.test(new URL(request.url()).pathname)) seen.push(request.failure()?.errorText ?? 'failed');
  });
  return seen;
}

/** /login/ drawn and usable, the DNI typed. */
export async function loginWithDni(page: Page) {
  await page.goto('/login/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeVisible();
  await page.getByRole('textbox', { name: 'DNI o e-mail' }).fill(DEMO.dni);
}

const dni = (page: Page) => page.getByRole('textbox', { name: 'DNI o e-mail' });
const loginBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'error: ' });

/**
 * The connection drops as the resident presses INGRESAR: the connection message, the DNI kept, the
 * same message on a second try still offline; back online, password and mailed code sign in. Run
 * in the browser that fetches a failed module again (loading.spec.ts) and in one that keeps it
 * (loading-cached-failures.spec.ts): sign-in needs no download, so both recover.
 */
export async function signInAfterOfflineAtIngresar(page: Page, context: BrowserContext) {
  await loginWithDni(page);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await expect(loginBanner(page)).toHaveText(`error: ${MESSAGES.network}`);
  await expect(dni(page)).toHaveValue(DEMO.dni);
  // Again, still offline: the same message, as often as the resident tries. The first try's
  // banner is still there until the page draws this one's sending: the try is over when the
  // password it sent is emptied, as every refused try empties it.
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');
  await expect(loginBanner(page)).toHaveText(`error: ${MESSAGES.network}`);

  await context.setOffline(false);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await enterMailedCode(page);
}

/** Marks the document, so that `expectNoReload` can tell it was not loaded again. */
export async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { portalNotReloaded?: boolean }).portalNotReloaded = true;
  });
}

/** The document marked by `markPage` is still the one shown: the part recovered without a reload. */
export async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { portalNotReloaded?: boolean }).portalNotReloaded)).toBe(true);
}

/** Console lines these tests provoke on purpose, besides failed loads: React reporting a screen's download the error screen caught. */
export function unexpectedLines(consoleErrors: string[]): string[] {
  const caught = /dynamically imported module|Offline: the part was not downloaded/;
  return unexpectedConsole(consoleErrors.filter((line) => !caught.test(line)));
}
