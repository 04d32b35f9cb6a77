import type { Page, Request } from '@playwright/test';
import { setFault, unexpectedConsole } from './faults-helpers';
import { advanceFakeClock, expect, FAKE_ORIGIN, signInThroughScreens, test } from './fixtures';

const AUTH_SERVICE = `${FAKE_ORIGIN}/auth/`;
/** The municipal host's calls for the resident's own data, which verify the bearer too (CONTRACT.md, R1). */
const OWN_DATA = [`${FAKE_ORIGIN}/municipal/licencias_de_conducir/vencimientos/`, `${FAKE_ORIGIN}/municipal/cav/reclamos_por_dni/`];
const verifiesBearer = (url: string) => url.startsWith(AUTH_SERVICE) || OWN_DATA.some((prefix) => url.startsWith(prefix));
const HANDOFF = new RegExp(`^${FAKE_ORIGIN}/servicios/habilitaciones/login/[A-Za-z0-9]+$`);

/**
 * Everything a session's tokens could leak through, recorded from the first request on: every
 * request with its Authorization header, every console line of any level, every uncaught error,
 * and the access and refresh tokens the auth service handed out (sign-in and each refresh).
 */
function watchSession(page: Page) {
  const tokens = new Set<string>();
  const reads: Promise<void>[] = [];
  const requests: { url: string; authorization: string | undefined }[] = [];
  const consoleLines: string[] = [];

  // The headers the page gave the request (Authorization among them), as it leaves.
  page.on('request', (request: Request) => {
    requests.push({ url: request.url(), authorization: request.headers().authorization });
  });
  page.on('response', (response) => {
    if (!response.url().startsWith(AUTH_SERVICE)) return;
    if (!response.headers()['content-type']?.includes('json')) return;
    reads.push(
      response
        .json()
        .then((body: unknown) => {
          if (typeof body !== 'object' || body === null) return;
          for (const key of ['access', 'refresh'] as const) {
            const value = (body as Record<string, unknown>)[key];
            if (typeof value === 'string' && value.length > 0) tokens.add(value);
          }
        })
        // A response the page navigated away from has no body left to read.
        .catch(() => undefined),
    );
  });
  page.on('console', (message) => consoleLines.push(message.text()));
  page.on('pageerror', (error) => consoleLines.push(`${error.message}\n${error.stack ?? ''}`));

  return {
    requests,
    consoleLines,
    /** The tokens handed out, once every answer read so far has been parsed. */
    async tokens() {
      await Promise.all(reads);
      return [...tokens];
    },
  };
}

/** Everything the resident can read on the page now, labels and hidden texts included. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => `${document.title}\n${document.body.textContent ?? ''}`);
}

test("the session tokens appear in no address, console line or page, and only the auth service and the municipal host's own-data calls see the bearer", async ({
  page,
  consoleErrors,
}) => {
  const session = watchSession(page);
  const texts: string[] = [];

  await signInThroughScreens(page);
  texts.push(await pageText(page));
  for (const [path, heading] of [
    ['/reclamos', 'Mis reclamos'],
    ['/licencia', 'Licencia de conducir'],
    ['/perfil', /^Hola, /],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    texts.push(await pageText(page));
  }

  // Past the fake's 4-second access token (playwright.config.ts), on the fake's clock: the save
  // refreshes it first.
  await advanceFakeClock(page, 4_500);
  await page.goto('/profileform');
  await expect(page.getByRole('heading', { level: 1, name: 'Actualizá tus datos' })).toBeVisible();
  await page.getByLabel('Número de celular').fill('4999999');
  await page.getByRole('button', { name: 'ACTUALIZAR' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  texts.push(await pageText(page));
  const refreshes = session.requests.filter((request) => request.url === `${AUTH_SERVICE}refreshtoken/`);
  expect(refreshes.length, 'the expired token was refreshed').toBeGreaterThan(0);

  // An error shown to the resident carries no token either.
  await setFault(page, 'municipal', 'fail');
  await page.goto('/reclamos');
  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar tus reclamos' })).toBeVisible();
  texts.push(await pageText(page));
  await setFault(page, 'municipal', 'none');

  // The hand-off to a city service carries the one-time alpha, never the session's tokens.
  await page.goto('/login/habilitaciones');
  await expect(page).toHaveURL(HANDOFF);

  const tokens = await session.tokens();
  const { requests } = session;
  // Sign-in's pair and at least one refreshed access token.
  expect(tokens.length).toBeGreaterThanOrEqual(3);
  const leaks = (text: string) => tokens.filter((token) => text.includes(token));

  expect(
    requests.flatMap((request) => leaks(request.url).map(() => request.url)),
    'tokens in addresses',
  ).toEqual([]);
  expect(
    requests.filter((request) => request.authorization !== undefined && !verifiesBearer(request.url)),
    'a bearer sent past the services that verify it',
  ).toEqual([]);
  const bearers = requests.filter((request) => request.authorization !== undefined);
  expect(bearers.length).toBeGreaterThan(0);
  for (const { authorization } of bearers) {
    expect(tokens.map((token) => `Bearer ${token}`)).toContain(authorization);
  }
  expect(
    session.consoleLines.filter((line) => leaks(line).length > 0),
    'tokens on the console',
  ).toEqual([]);
  expect(
    texts.filter((text) => leaks(text).length > 0),
    'tokens on a page',
  ).toEqual([]);
  expect(unexpectedConsole(consoleErrors)).toEqual([]);
});
