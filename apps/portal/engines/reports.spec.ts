import { collected, marker } from '../e2e/reports-helpers';
import { expect, find, test, until, untilShown } from './fixtures';

// What reaches the city's collector from the two other engines: the browser's own CSP report (by
// the policy's `report-to` in WebKit, by its `report-uri` in Firefox, whose Reporting API the
// harness turns off: engines.ts says why) and the portal's own error report. Each is found by a
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
