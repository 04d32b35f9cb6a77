import type { Page } from '@playwright/test';
import { MESSAGES, setFault, unexpectedConsole } from './faults-helpers';
import { arriveSignedIn, DEMO, expect, PORTAL_ORIGIN, test, typeCredentials } from './fixtures';
import { collected, marker, type SecurePortal, securePortal } from './reports-helpers';

// What reaches the city's collector (the fake services' one, the build's `reports.collector`):
// each kind of report arrives, scrubbed. The collector serves every worker, and the browser's own
// reports carry none of the tests' headers: each test finds its reports by a marker of its own.

test.describe('the browser’s own reports', () => {
  let secure: SecurePortal;
  test.beforeAll(async () => {
    secure = await securePortal();
  });
  test.afterAll(async () => {
    await secure.close();
  });

  test('a CSP violation in the page arrives at the collector as a csp-violation, its addresses without their query', async ({
    request,
  }) => {
    const mark = marker();
    const page = await secure.browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      // The browser's own line for the refused load is expected; nothing else.
      if (message.type() === 'error' && !message.text().includes(mark)) errors.push(message.text());
    });
    await page.goto(`${secure.origin}/login/?token=secreto-de-prueba`);
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
    // What an extension or a proxy injecting a resource makes: a load the policy refuses.
    await page.evaluate((mark) => {
      new Image().src = `https://inyectado.invalid/${mark}.png?dni=30123456`;
    }, mark);

    const ours = async () =>
      (await collected(request)).filter((report) => report.type === 'csp-violation' && String(report.body.blockedURL).includes(mark));
    await expect.poll(async () => (await ours()).length).toBe(1);
    const [report] = await ours();
    expect(report).toMatchObject({
      url: `${secure.origin}/login/`,
      user_agent: expect.stringMatching(/^Chrome \d+$/),
      body: { documentURL: `${secure.origin}/login/`, blockedURL: `https://inyectado.invalid/${mark}.png`, effectiveDirective: 'img-src' },
    });
    const kept = JSON.stringify(report);
    for (const secret of ['secreto', '30123456', 'sample', 'originalPolicy']) expect(kept).not.toContain(secret);
    expect(errors).toEqual([]);
    await page.close();
  });
});

test('an uncaught error on a signed-in screen arrives as a portal-error with the route’s pattern, not its address', async ({
  page,
  request,
  consoleErrors,
}) => {
  const mark = marker();
  await arriveSignedIn(page, DEMO, '/reclamos?categoria=Residuos');
  await expect(page).toHaveTitle('Mis reclamos · Portal del Vecino');
  // An error no code of the screen catches, with a DNI and an e-mail in its message.
  await page.evaluate((mark) => {
    setTimeout(() => {
      throw new TypeError(`falla ${mark} para 30123456 (vecina@example.com)`);
    });
  }, mark);

  const ours = async () =>
    (await collected(request)).filter((report) => report.type === 'portal-error' && String(report.body.message).includes(mark));
  await expect.poll(async () => (await ours()).length).toBe(1);
  const [report] = await ours();
  expect(report).toMatchObject({
    url: expect.stringMatching(/\/reclamos$/),
    user_agent: expect.stringMatching(/^Chrome \d+$/),
    body: { kind: 'uncaught', route: '/reclamos', name: 'TypeError', message: `falla ${mark} para [dni] ([email])`, stack: [] },
  });
  expect(JSON.stringify(report)).not.toContain('Residuos');
  // The page's own line for the uncaught error is the only one.
  expect(consoleErrors.splice(0).filter((error) => !error.includes(mark))).toEqual([]);
});

/** Resolves once the reporter, loaded after the page's `load`, has taken over from the prelude. */
async function reporterStarted(page: Page) {
  await page.waitForFunction(() => window.__portalErrors !== undefined && !('queue' in window.__portalErrors));
}

test.describe('the portal’s own reports of one page view', () => {
  // The portal's reports carry no test's header either: each test's browser names itself by a
  // major version of its own, which is all a report keeps of the user agent.
  const major = () => 100_000 + Math.floor(Math.random() * 900_000);
  test.use({
    // Playwright reads what a fixture needs from its first parameter's pattern: none here.
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the pattern.
    userAgent: async ({}, use) =>
      use(`Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major()}.0.0.0 Safari/537.36`),
  });
  const ours = async (page: Page, type: string) => {
    const browser = `Chrome ${/Chrome\/(\d+)/.exec(await page.evaluate(() => navigator.userAgent))?.[1]}`;
    return async () => (await collected(page.request)).filter((report) => report.type === type && report.user_agent === browser);
  };

  test('hiding a page sends its vitals, each once, with the route’s pattern and the navigation’s type', async ({ page, consoleErrors }) => {
    await page.goto('/login/');
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeEnabled();
    await reporterStarted(page);
    const vitals = await ours(page, 'web-vital');
    // An interaction, for INP: one that takes a phone's time (web-vitals observes events of 40 ms
    // or more; a click on an idle desktop may take less, and then there is no INP to send).
    await page.evaluate(() =>
      document.addEventListener(
        'pointerdown',
        () => {
          const end = performance.now() + 80;
          while (performance.now() < end);
        },
        { once: true },
      ),
    );
    const interaction = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          // The browser tells of an interaction after its next paint: the page is left once it has.
          new PerformanceObserver((list, observer) => {
            if (list.getEntries().some((entry) => (entry as PerformanceEventTiming).interactionId > 0)) {
              observer.disconnect();
              resolve();
            }
          }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
        }),
    );
    await page.getByRole('textbox', { name: 'DNI o e-mail' }).click();
    await interaction;
    // Leaving hides the page: its vitals leave with it (fetch with keepalive outlives the page).
    await page.goto('/favicon.svg');
    // The interaction's INP too, each time, even when the page is left before the library had an
    // idle moment to count it (it arrived in about half the runs: src/reports/vitals.ts says why).
    await expect.poll(async () => (await vitals()).map((report) => report.body.name).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    for (const report of await vitals()) {
      expect(report).toMatchObject({
        url: `${PORTAL_ORIGIN}/login/`,
        body: { route: '/login', navigationType: 'navigate', rating: expect.stringMatching(/^(good|needs-improvement|poor)$/) },
      });
      expect(report.body.value).toEqual(expect.any(Number));
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a call that answered 5xx arrives as a portal-error with its path and status, once', async ({ page, consoleErrors }) => {
    await page.goto('/login/');
    await reporterStarted(page);
    const errors = await ours(page, 'portal-error');
    await setFault(page, 'auth', 'fail');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await typeCredentials(page, DEMO.dni, DEMO.password);
      await expect(page.getByRole('alert').filter({ hasText: MESSAGES.failed })).toBeVisible();
    }
    await expect.poll(async () => (await errors()).length).toBe(1);
    const [report] = await errors();
    expect(report).toMatchObject({
      url: `${PORTAL_ORIGIN}/login/`,
      body: { kind: 'call', route: '/login', name: 'HTTPError', call: '/auth/login/', status: 500 },
    });
    expect(JSON.stringify(report)).not.toContain(DEMO.dni);
    expect(unexpectedConsole(consoleErrors)).toEqual([]);
  });

  test('a report made offline waits for the line and arrives, and the resident is told nothing', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const mark = marker();
    await page.goto('/login/');
    await reporterStarted(page);
    const errors = await ours(page, 'portal-error');
    await context.setOffline(true);
    // The page knows it is offline before the error happens (the browser says so a moment later).
    await page.waitForFunction(() => navigator.onLine === false);
    await page.evaluate((mark) => {
      setTimeout(() => {
        throw new Error(`sin línea ${mark}`);
      });
    }, mark);
    await expect.poll(() => consoleErrors.some((error) => error.includes(mark))).toBe(true);
    await context.setOffline(false);
    await expect.poll(async () => (await errors()).map((report) => report.body.message)).toEqual([`sin línea ${mark}`]);
    // Nothing of it reached the screen: no alert, no notice, the form as it was.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeEnabled();
    // The browser's own line for a request the dropped line failed (the page may ask for something
    // as the line goes) is its console's, not the resident's; any other line is a failure.
    expect(consoleErrors.filter((error) => !error.includes(mark) && !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
