import { arriveSignedIn, DEMO, expect, test } from './fixtures';
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
