import { reportsEndpoint } from '@portal/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_BODY_LIMIT } from './collector';
import { createContractCheck } from './contract';
import { FAKE_SERVICE_HEADER } from './responses';
import { type FakeServer, startFakeServer } from './server';

// The fake collector over real HTTP, as browsers reach it: what it takes, what it refuses with
// nothing kept, what it drops from what it keeps, and the developer's page.

let server: FakeServer;
let endpoint: string;
const PORTAL = 'http://127.0.0.1:5173';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.16 Safari/537.36';

beforeAll(async () => {
  server = await startFakeServer({ port: 0, printMail: false, portalOrigin: PORTAL });
  endpoint = reportsEndpoint(server.config) ?? '';
});
afterAll(() => server.close());
beforeEach(() => server.collector.clear());

const cspReport = (documentURL: string) => ({
  type: 'csp-violation',
  age: 5,
  url: documentURL,
  user_agent: CHROME,
  body: {
    documentURL,
    referrer: `${PORTAL}/activar?token=abc.def`,
    blockedURL: 'https://inyectado.example/script.js?vecina=30123456',
    effectiveDirective: 'script-src-elem',
    originalPolicy: "script-src 'self'",
    sample: 'vecina@example.com',
    disposition: 'enforce',
    statusCode: 200,
  },
});

const send = (body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  fetch(endpoint, { method: 'POST', body, headers: { 'Content-Type': type, Origin: PORTAL, 'User-Agent': CHROME, ...headers } });

describe('the fake reports collector', () => {
  it('takes each type browsers send, answering CORS for the portal, and keeps each report scrubbed', async () => {
    const reports = JSON.stringify([cspReport(`${PORTAL}/restablecer?token=secreto`)]);
    for (const type of ['application/reports+json', 'application/json', 'text/plain;charset=UTF-8']) {
      const answer = await send(reports, type);
      expect(answer.status, type).toBe(204);
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL);
    }
    const legacy = await send(
      JSON.stringify({
        'csp-report': {
          'document-uri': `${PORTAL}/afip/retorno?code=1&state=2`,
          'blocked-uri': 'inline',
          'violated-directive': 'script-src-elem',
          'script-sample': 'alert(1)',
        },
      }),
      'application/csp-report',
      { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
    );
    expect(legacy.status).toBe(204);
    expect(server.collector.reports).toHaveLength(4);
    const kept = JSON.stringify(server.collector.reports);
    for (const gone of [
      'secreto',
      'token=',
      'code=',
      '30123456',
      'vecina@example.com',
      'alert(1)',
      'sample',
      'originalPolicy',
      'AppleWebKit',
    ]) {
      expect(kept).not.toContain(gone);
    }
    expect(server.collector.reports[0]).toMatchObject({
      type: 'csp-violation',
      url: `${PORTAL}/restablecer`,
      user_agent: 'Chrome 140',
      body: { documentURL: `${PORTAL}/restablecer`, referrer: `${PORTAL}/activar`, blockedURL: 'https://inyectado.example/script.js' },
    });
    expect(server.collector.reports[3]).toMatchObject({ user_agent: 'Firefox 128', body: { documentURL: `${PORTAL}/afip/retorno` } });
  });

  it('answers a preflight from the portal, for a fetch with the Reporting API type', async () => {
    const answer = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: { Origin: PORTAL, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL);
  });

  it.each([
    ['another content type', 415, () => send(JSON.stringify([cspReport(`${PORTAL}/login`)]), 'application/x-www-form-urlencoded')],
    [
      'a body over 64 KB',
      413,
      () => send(JSON.stringify([{ ...cspReport(`${PORTAL}/login`), pad: 'x'.repeat(REPORT_BODY_LIMIT) }]), 'application/reports+json'),
    ],
    ['broken JSON', 400, () => send('[{"type": "csp-violation",', 'application/reports+json')],
    ['JSON that is not a report', 400, () => send('"hola"', 'application/json')],
  ])('refuses %s with %i, keeping nothing', async (_, status, sending) => {
    const answer = await sending();
    expect(answer.status).toBe(status);
    expect(((await answer.json()) as { detail: string }).detail).toEqual(expect.any(String));
    expect(server.collector.reports).toHaveLength(0);
  });

  it("takes a report's browser from its request when the report leaves it empty (WebKit's uploads)", async () => {
    const webkit = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
    const report = { ...cspReport(`${PORTAL}/login`), user_agent: '' };
    expect((await send(JSON.stringify([report]), 'application/reports+json', { 'User-Agent': webkit })).status).toBe(204);
    expect(server.collector.reports.map((kept) => kept.user_agent)).toEqual(['Safari 18']);
  });

  it('drops reports of other types and keeps the last ones only', async () => {
    const deprecation = { type: 'deprecation', age: 0, url: `${PORTAL}/login`, user_agent: CHROME, body: { id: 'x', message: 'y' } };
    expect((await send(JSON.stringify([deprecation, cspReport(`${PORTAL}/login`)]), 'application/reports+json')).status).toBe(204);
    expect(server.collector.reports.map((report) => report.type)).toEqual(['csp-violation']);
  });

  it('keeps every answer to the contract (openapi.yaml)', async () => {
    const contract = await createContractCheck(server.config);
    const calls: [BodyInit, string][] = [
      [JSON.stringify([cspReport(`${PORTAL}/login`)]), 'application/reports+json'],
      ['{', 'application/json'],
      ['[]', 'text/html'],
    ];
    for (const [body, type] of calls) {
      const request = new Request(endpoint, { method: 'POST', body, headers: { 'Content-Type': type } });
      const answer = await server.collector.receive(request.clone());
      // Tagged as the collector's, or the check would pass it unread.
      expect(answer.headers.get(FAKE_SERVICE_HEADER)).toBe('reports');
      expect(await contract.check(request, answer)).toEqual([]);
    }
  });

  it("shows a developer's page with every string escaped, and the same data as JSON", async () => {
    const vital = (route: string, name: string, value: number) => ({
      type: 'web-vital',
      age: 0,
      url: `${PORTAL}${route}`,
      user_agent: CHROME,
      body: { name, value, rating: 'good', route, navigationType: 'navigate' },
    });
    const hostile = {
      type: 'portal-error',
      age: 0,
      url: `${PORTAL}/reclamos`,
      user_agent: CHROME,
      body: {
        kind: 'uncaught',
        route: '/reclamos',
        name: '<img src=x onerror=alert(1)>',
        message: '"><script>alert(2)</script>',
        stack: [],
      },
    };
    const reports = [
      hostile,
      vital('/dashboard', 'LCP', 1200),
      vital('/dashboard', 'LCP', 5200),
      vital('/dashboard', 'LCP', 4100),
      vital('/dashboard', 'LCP', 900),
    ];
    expect((await send(JSON.stringify(reports), 'application/reports+json')).status).toBe(204);

    const page = await fetch(`${server.url}/__dev/reports`);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(page.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const html = await page.text();
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<tr class="poor"><td><code>/dashboard</code></td><td>LCP</td><td>4</td><td>4100 ms</td><td>malo</td></tr>');

    const json = (await (await fetch(`${server.url}/__dev/reports.json`)).json()) as Record<string, unknown>;
    expect(json).toMatchObject({
      total: 5,
      byType: { 'portal-error': 1, 'web-vital': 4 },
      byRoute: { '/reclamos': 1, '/dashboard': 4 },
      vitals: [{ route: '/dashboard', name: 'LCP', count: 4, p75: 4100, rating: 'poor' }],
    });
    expect(json.reports).toHaveLength(5);
  });
});
