import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, fakeControl } from './fixtures';

/** The second seeded resident: validated, empty profile, no licence, no claims. */
export const NEW = { dni: '27999888', email: 'nuevo@example.com', password: 'Nuevo2024', firstName: 'Julián' };

export type FakeService = 'auth' | 'municipal' | 'streets' | 'incidents' | 'geocoder';
export type FaultMode = 'fail' | 'slow' | 'malformed' | 'none';

/** Injects a fault into one fake service (`POST /__dev/faults`). */
export async function setFault(page: Page, service: FakeService, mode: FaultMode, delayMs?: number) {
  await fakeControl(page.request, 'faults', delayMs === undefined ? { service, mode } : { service, mode, delayMs });
}

/** The texts api-client shows when no usable answer arrived (packages/api-client/src/errors.ts). */
export const MESSAGES = {
  network: 'No pudimos conectarnos con el servicio. Revisá tu conexión e intentá de nuevo.',
  timeout: 'El servicio tardó demasiado en responder. Intentá de nuevo.',
  malformed: 'El servicio respondió algo inesperado. Intentá de nuevo más tarde.',
  // A 5xx: the portal's own text, never the service's (the fake's 500 says 'falla simulada').
  failed: 'El servicio no pudo completar la operación. Intentá de nuevo más tarde.',
} as const;

/**
 * Console lines the browser itself writes for answers a test provokes on purpose: failed loads
 * (4xx, 5xx, aborted or offline requests). Anything else on the console fails the test.
 */
const EXPECTED_CONSOLE = [
  /Failed to load resource: the server responded with a status of (400|401|403|404|500)/,
  /Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED|CONNECTION_REFUSED)/,
  // Chromium logs a CORS-less abort of a fetch the page gave up on (the timeout) like this.
  /Failed to load resource: net::ERR_ABORTED/,
];

export function unexpectedConsole(errors: string[]): string[] {
  return errors.filter((error) => !EXPECTED_CONSOLE.some((pattern) => pattern.test(error)));
}

/** The toast region's items (ui-kit ToastProvider). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notificaciones/ }).getByRole('listitem');
}

/** Every request the page sends to a path ending as given, from now on. */
export function countRequests(page: Page, method: string, pathEnd: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && pathEnd.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/**
 * Holds every `method` request to `url` (a glob) until `release()`: the test decides when the
 * answer may come, instead of a delay that a loaded machine could outrun.
 */
export async function holdRequests(target: Page | BrowserContext, method: string, url: string) {
  const held: Request[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    held.push(route.request());
    await released;
    return route.fallback();
  });
  return { held, release };
}

/**
 * The requests among `seen` that the service did not answer 401. A 401 is the expired access
 * token (4 s in the browser tests): api-client refreshes it and sends the same call again, which
 * is one submission, not two.
 */
export async function withoutRefreshRetries(seen: Request[]): Promise<Request[]> {
  const statuses = await Promise.all(seen.map(async (request) => (await request.response())?.status()));
  return seen.filter((_, index) => statuses[index] !== 401);
}

/** Any `alert()`/`confirm()` is a script the portal should never have run: fail the test. */
export function failOnDialog(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** The page shows something: a level-1 heading and visible text (never a blank screen). */
export async function expectNotBlank(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point; a blank page has none.
  const text = await page.evaluate(() => document.body.innerText.trim().length);
  expect(text, 'visible text on the page').toBeGreaterThan(20);
}

/** A DNI no seeded resident has (the seeds are 30123456 and 27999888). */
export function randomDni(): string {
  return String(40_000_000 + Math.floor(Math.random() * 50_000_000));
}

/** Fills the DNI on /registrarse and waits for the service to find it free. */
export async function passDniCheck(page: Page, dni: string) {
  await page.getByLabel('DNI', { exact: true }).fill(dni);
  await expect(page.getByText('Documento disponible. Ya podés completar tus datos.')).toBeVisible();
}

/** What a hostile or careless resident may type into any text field. */
export const HOSTILE_INPUTS = {
  script: '<script>alert(1)</script>',
  image: '<img src=x onerror=alert(1)>',
  rightToLeft: '\u202Eodacerroc\u202C Pérez',
  emoji: 'Lucía 👩‍👩‍👧 ✨',
  long: 'a'.repeat(10_000),
} as const;

/** True when the page's DOM holds an element the input would have created had it been parsed as HTML. */
export async function injectedElements(page: Page): Promise<number> {
  return page.evaluate(
    () => document.querySelectorAll('img[src="x"], img[onerror], script:not([src]):not([type="application/json"])').length,
  );
}
