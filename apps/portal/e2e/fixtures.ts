import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { FAKE_ORIGIN, NGINX_LOGS, PORTAL_ORIGIN } from '../playwright.config';
import { expectContractKept, fakeControl, lastMailTo as lastMailIn } from './fake-controls';

export { FAKE_ORIGIN, fakeControl, PORTAL_ORIGIN };

/** nginx's access log during the browser tests (playwright.config.ts starts nginx with it). */
export const ACCESS_LOG = join(import.meta.dirname, '..', NGINX_LOGS, 'access.log');

/** A seeded resident's sign-in details. */
export interface Resident {
  dni: string;
  email: string;
  password: string;
}

export const DEMO = { dni: '30123456', email: 'vecina@example.com', password: 'Vecina2024', firstName: 'María' };

/** The newest e-mail the fake services sent to an address, in this worker's world. */
export function lastMailTo(page: Page, to: string) {
  return lastMailIn(page.request, to);
}

/**
 * Moves the fake services' clock forward (this worker's world only), as if that much time had
 * passed: access tokens expire without the test waiting out their 4 s lifetime.
 */
export async function advanceFakeClock(page: Page, ms: number) {
  await fakeControl(page.request, 'clock', { advanceMs: ms });
}

/** axe with WCAG 2.0, 2.1 and 2.2 A and AA rules, colour contrast included (real layout here). */
export async function expectNoAxeViolations(page: Page) {
  // axe measures what is painted: a dialog, drawer or menu still fading in has less contrast
  // than the resident sees once it is open. Every animation that ends (not a spinner's) ends first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // One axe.run in the page (legacy mode) instead of a partial run finished in a second, blank
  // page that axe is injected into again; the portal has no cross-origin frames, the one thing
  // that mode leaves out. Only violations are read, so only they are serialized node by node.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

export async function typeCredentials(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'DNI o e-mail' }).fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
}

/**
 * Types the code from the first box as a resident does, one key at a time, each once the one
 * before it shows in its box (on a loaded machine a burst of keys can outrun the focus moving to
 * the next box, which no person typing while looking at the boxes does).
 */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Dígito 1 de 4' }).click();
  for (const [index, digit] of Array.from(code).entries()) {
    await page.keyboard.press(digit);
    // The fourth digit submits the code, and a wrong one is cleared: only the first three are awaited.
    if (index < 3) await expect(page.getByRole('textbox', { name: `Dígito ${index + 1} de 4` })).toHaveValue(digit);
  }
}

/** Signs a seeded resident in through the screens, with the code read from the fake mailbox. */
export async function signInThroughScreens(page: Page, who: Resident = DEMO) {
  await page.goto('/login/');
  await typeCredentials(page, who.dni, who.password);
  await enterMailedCode(page, who.email);
}

/** The code step of a sign-in (the demo resident's by default): the code the fake mailed, typed; the desktop. */
export async function enterMailedCode(page: Page, email = DEMO.email) {
  await expect(page.getByRole('group', { name: 'Código de verificación' })).toBeVisible();
  const { code } = await lastMailTo(page, email);
  if (!code) throw new Error('The code e-mail carries no code');
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A refresh token presented to the fake auth service, as a thief holding a copy would: its answer. */
export function refreshWith(page: Page, refresh: string | null) {
  return page.request.post(`${FAKE_ORIGIN}/auth/refreshtoken/`, { data: { refresh } });
}

/**
 * A sign-in of a seeded resident made without the screens, as another device (or a script) holds
 * one: the two calls the login screen makes (login/, then doublefactor/ with the code the fake
 * mailed and login/'s ticket). Answers the token pair; nothing is stored in the browser.
 */
export async function signInOverApi(page: Page, who: Resident = DEMO): Promise<{ access: string; refresh: string }> {
  const login = await page.request.post(`${FAKE_ORIGIN}/auth/login/`, {
    data: { username: who.dni, password: who.password },
  });
  expect(login.ok(), `login/ for ${who.dni}: ${login.status()}`).toBe(true);
  // The code is good only with the ticket of the sign-in that asked for it (CONTRACT.md, R3).
  const { ticket } = (await login.json()) as { ticket: string };
  const { code } = await lastMailTo(page, who.email);
  const second = await page.request.post(`${FAKE_ORIGIN}/auth/doublefactor/`, { data: { username: who.dni, code, ticket } });
  expect(second.ok(), `doublefactor/ for ${who.dni}: ${second.status()}`).toBe(true);
  return (await second.json()) as { access: string; refresh: string };
}

/**
 * A seeded resident signed in without the screens and verified with a provider (AFIP) over the
 * API, as the verification does (CONTRACT.md R11: the provider's return exchanged with the
 * resident's bearer and the verifier of its S256 challenge): a Nivel 2 pair, for a resident whose
 * DNI was only claimed at registration (Julián) and whose licence and claims a test needs.
 */
async function signInVerifiedOverApi(page: Page, who: Resident): Promise<{ access: string; refresh: string }> {
  const { access } = await signInOverApi(page, who);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const start = new URLSearchParams({ code_challenge: challenge, code_challenge_method: 'S256' });
  const html = await (await page.request.get(`${FAKE_ORIGIN}/auth/afiplogin/?${start}`)).text();
  const href = new RegExp(`href="([^"]*redirect/\\?[^"]*)">Continuar como [^<]*\\(DNI ${who.dni}\\)`).exec(html)?.[1];
  if (!href) throw new Error(`The provider page offers no identity with DNI ${who.dni}`);
  const back = new URL(href.replaceAll('&amp;', '&')).searchParams;
  const bearer = { Authorization: `Bearer ${access}` };
  const exchanged = await page.request.post(`${FAKE_ORIGIN}/auth/afipredirect/`, {
    headers: bearer,
    data: { state: back.get('state'), code: back.get('code'), code_verifier: verifier },
  });
  expect(exchanged.ok(), `afipredirect/ for ${who.dni}: ${exchanged.status()}`).toBe(true);
  const { token } = (await exchanged.json()) as { token: string };
  const tokens = await page.request.post(`${FAKE_ORIGIN}/auth/afipprofile/`, { data: { token } });
  expect(tokens.ok(), `afipprofile/ for ${who.dni}: ${tokens.status()}`).toBe(true);
  return (await tokens.json()) as { access: string; refresh: string };
}

/**
 * Signs a seeded resident in without the screens, then opens `path` (the desktop by default),
 * as a resident does who signed in earlier and comes back: the two calls the login screen makes
 * (login/, then doublefactor/ with the code the fake mailed and login/'s ticket), the tokens kept under the keys
 * the portal keeps them (`isLoggedIn`, `lgac`, `lgrf`) and the sign-in counted as activity.
 * For tests about what comes after signing in; signing in through the screens is
 * `sign-in.spec.ts`'s, and the tests of the code step, recovery and the tokens' privacy.
 */
export async function arriveSignedIn(page: Page, who: Resident = DEMO, path = '/dashboard', options: { verified?: boolean } = {}) {
  const tokens = options.verified ? await signInVerifiedOverApi(page, who) : await signInOverApi(page, who);
  // Kept before the first page's scripts run, once per tab (a later sign-out stays signed out).
  await page.addInitScript(
    ({ access, refresh, origin }) => {
      if (location.origin !== origin || sessionStorage.getItem('e2eArrivedSignedIn') !== null) return;
      sessionStorage.setItem('e2eArrivedSignedIn', 'true');
      localStorage.setItem('lgac', access);
      localStorage.setItem('lgrf', refresh);
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('portalLastActivity', String(Date.now()));
    },
    { ...tokens, origin: PORTAL_ORIGIN },
  );
  await page.goto(path);
}

/**
 * The fake keeps a separate world (seed, mailbox, faults) per value of this request header
 * (packages/fake-services, `startFakeServer`), so parallel workers never see each other's state.
 */
const FAKE_TENANT_HEADER = 'X-Fake-Tenant';

/** In the run's output folder: one line per mail the run's worlds sent (the `mailed` fixture). */
export const MAILED_FILE = 'mailed.jsonl';

/**
 * Every test starts from fresh fake services and fails on any console error it did not expect,
 * on any Content-Security-Policy or Trusted Types violation (the portal is served with the
 * production headers: tooling/nginx), and on any answer of the fake services outside the service
 * contract (packages/api-client/openapi.yaml; the fake server checks each as it answers, when
 * playwright.config.ts starts it with FAKE_CHECK_CONTRACT). Each worker's browser context and
 * `page.request` name the worker's own fake world.
 */
export const test = base.extend<{ consoleErrors: string[]; cspViolations: string[]; contractViolations: undefined; mailed: undefined }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, [FAKE_TENANT_HEADER]: `worker-${testInfo.parallelIndex}` });
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__portalReportCspViolation', (violation: string) => violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __portalReportCspViolation: (v: string) => void }).__portalReportCspViolation;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}` +
              (event.sample ? ` "${event.sample}"` : ''),
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy / Trusted Types violations').toEqual([]);
    },
    { auto: true },
  ],
  contractViolations: [
    async ({ page }, use) => {
      await use(undefined);
      // The test's world was reset when it began (consoleErrors): these are its own answers.
      await expectContractKept(page.request, 'Chromium');
    },
    { auto: true },
  ],
  // What the test's world mailed (codes, links' tokens), kept for the sweep (sweep.spec.ts), which
  // looks for each in every report the run sent.
  mailed: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      const mails = await fakeControl<{ text?: string; code?: string; link?: string }[]>(page.request, 'mailbox');
      const lines = mails.map(({ text, code, link }) => `${JSON.stringify({ text, code, link })}\n`).join('');
      if (!lines) return;
      mkdirSync(testInfo.project.outputDir, { recursive: true });
      appendFileSync(join(testInfo.project.outputDir, MAILED_FILE), lines);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await fakeControl(page.request, 'reset');
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };
