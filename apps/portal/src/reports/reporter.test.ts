import { fakeReportsConfig, fakeServiceConfig, reportsEndpoint } from '@portal/api-client';
import { createCollector, createCollectorHandlers } from '@portal/fake-services';
import { isDownloadFailure } from '@portal/ui-kit';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../test/setup';
import { createReporter, REPORTS_PER_VIEW, sendReports, startReporting } from './reporter';

// The portal's error reports through msw to the fake collector, as the browser sends them.

const config = { ...fakeServiceConfig, reports: fakeReportsConfig };
const endpoint = reportsEndpoint(config) ?? '';
const ORIGIN = 'https://portal.bahia.gob.ar';
let collector = createCollector();

beforeEach(() => {
  collector = createCollector();
  server.use(...createCollectorHandlers(collector, config));
});
afterEach(() => {
  window.__portalErrors = undefined;
});

/** An error as a bundled screen throws it: its frames in the portal's assets and elsewhere. */
function screenError(message: string): Error {
  const error = new TypeError(message);
  error.stack = [
    `TypeError: ${message}`,
    `    at ClaimsScreen (${ORIGIN}/assets/claims-screen-B1x2.js?v=1:1:2045)`,
    '    at chrome-extension://abcdefghijklmnop/inject.js:3:9',
    `    at renderWithHooks (${ORIGIN}/assets/react-C3d4.js:1:5000)`,
  ].join('\n');
  return error;
}

const arrived = async (count: number) => {
  await expect.poll(() => collector.reports.length).toBe(count);
  return collector.reports;
};

describe('the error reporter', () => {
  it('sends a portal-error with the route’s pattern, the name, a scrubbed message and the portal’s own frames', async () => {
    const report = createReporter({
      endpoint,
      route: () => '/reclamos',
      version: 'abc123',
      origin: ORIGIN,
      send: sendReports,
      isDownloadFailure,
    });
    report({ kind: 'uncaught', error: screenError('No hay reclamos para 30123456 (vecina@example.com)') });
    const [kept] = await arrived(1);
    expect(kept).toMatchObject({
      type: 'portal-error',
      body: {
        kind: 'uncaught',
        route: '/reclamos',
        name: 'TypeError',
        message: 'No hay reclamos para [dni] ([email])',
        stack: [
          `at ClaimsScreen (${ORIGIN}/assets/claims-screen-B1x2.js:1:2045)`,
          `at renderWithHooks (${ORIGIN}/assets/react-C3d4.js:1:5000)`,
        ],
        version: 'abc123',
      },
    });
  });

  it('tells a thrown value that is not an Error by its kind alone, never its content', async () => {
    const report = createReporter({ endpoint, route: () => '/perfil', version: 'v', origin: ORIGIN, send: sendReports, isDownloadFailure });
    report({ kind: 'rejection', error: { calle: 'Sarmiento 1150', nombre: 'María' } });
    const [kept] = await arrived(1);
    expect(kept?.body).toEqual({ kind: 'rejection', route: '/perfil', name: 'object', stack: [], version: 'v' });
  });

  it('tells a call that answered 5xx by its path without ids and its status, each once', async () => {
    const sent: { body: Record<string, unknown> }[] = [];
    const report = createReporter({
      endpoint,
      route: () => '/licencia',
      version: 'v',
      origin: ORIGIN,
      send: (_, reports) => sent.push(...reports),
      isDownloadFailure,
    });
    const licence = 'https://api.bahia.gob.ar/municipal/licencias_de_conducir/vencimientos/30123456?x=1#y';
    report({ kind: 'call', call: licence, status: 503 });
    report({ kind: 'call', call: licence.replace('30123456', '27999888'), status: 503 });
    report({ kind: 'call', call: 'https://api.bahia.gob.ar/gis/calles/calles/', status: 500 });
    const body = { kind: 'call', route: '/licencia', name: 'HTTPError', stack: [], version: 'v' };
    expect(sent.map((report) => report.body)).toEqual([
      { ...body, message: 'HTTP 503', call: '/municipal/licencias_de_conducir/vencimientos/:id', status: 503 },
      { ...body, message: 'HTTP 500', call: '/gis/calles/calles/', status: 500 },
    ]);
  });

  it('sends the same error once, and at most a few a page view', async () => {
    const sent: unknown[] = [];
    const report = createReporter({
      endpoint,
      route: () => '/dashboard',
      isDownloadFailure,
      version: 'v',
      origin: ORIGIN,
      send: (_, reports) => sent.push(...reports),
    });
    report({ kind: 'uncaught', error: new Error('una vez') });
    report({ kind: 'uncaught', error: new Error('una vez') });
    expect(sent).toHaveLength(1);
    for (const word of ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis']) report({ kind: 'uncaught', error: new Error(word) });
    expect(sent).toHaveLength(REPORTS_PER_VIEW);
  });

  it('reports what the prelude kept, then what follows', async () => {
    const queue = [{ kind: 'uncaught' as const, error: new Error('antes de cargar') }];
    window.__portalErrors = { push: () => undefined, queue };
    const router = createMemoryRouter([{ path: '/perfil', element: null }], { initialEntries: ['/perfil'] });
    startReporting(() => router, isDownloadFailure, config, 'v');
    window.__portalErrors?.push({ kind: 'route', error: new Error('pantalla'), pattern: '/perfil' });
    // A screen's code that did not arrive, after its retry, as the router's error screen meets it.
    window.__portalErrors?.push({
      kind: 'route',
      error: new TypeError('Failed to fetch dynamically imported module: x.js'),
      pattern: '/perfil',
    });
    const kept = await arrived(3);
    expect(kept.map((report) => [report.body.kind, report.body.route, report.body.message])).toEqual([
      ['uncaught', '/perfil', 'antes de cargar'],
      ['route', '/perfil', 'pantalla'],
      ['chunk', '/perfil', 'Failed to fetch dynamically imported module: x.js'],
    ]);
  });

  it('sends again, once the line is back, a report the line dropped as it went', async () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    let lineUp = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => lineUp });
    // The first send fails as the line goes; the browser says it is offline a moment later.
    server.use(
      http.post(
        endpoint,
        () => {
          lineUp = false;
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    try {
      sendReports(endpoint, [
        {
          type: 'portal-error',
          age: 0,
          url: '/',
          user_agent: '',
          body: { kind: 'uncaught', route: '/', name: 'Error', message: 'cortada' },
        },
      ]);
      await expect.poll(() => lineUp).toBe(false);
      expect(collector.reports).toHaveLength(0);
      lineUp = true;
      window.dispatchEvent(new Event('online'));
      expect((await arrived(1)).map((report) => report.body.message)).toEqual(['cortada']);
    } finally {
      if (online) Object.defineProperty(navigator, 'onLine', online);
      else Reflect.deleteProperty(navigator, 'onLine');
    }
  });

  it('waits for the line when offline, and drops a report quietly when the collector cannot be reached', async () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      sendReports(endpoint, [
        {
          type: 'portal-error',
          age: 0,
          url: '/',
          user_agent: '',
          body: { kind: 'uncaught', route: '/', name: 'Error', message: 'sin línea' },
        },
      ]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(collector.reports).toHaveLength(0);
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));
      await arrived(1);
    } finally {
      if (online) Object.defineProperty(navigator, 'onLine', online);
      else Reflect.deleteProperty(navigator, 'onLine');
    }
    server.use(http.post(endpoint, () => HttpResponse.error()));
    expect(() => sendReports(endpoint, [])).not.toThrow();
  });
});
