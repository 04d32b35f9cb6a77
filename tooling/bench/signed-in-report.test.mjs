import { describe, expect, it } from 'vitest';
import {
  codeAnsweredAt,
  journeyLine,
  journeyWaits,
  requestName,
  signedInLines,
  summariseWaits,
  waterfall,
  waterfallLines,
} from './signed-in-report.mjs';

const PORTAL = 'https://127.0.0.1:5173';
const FAKE = 'http://127.0.0.1:4010';

/** A resource timing as the page reports it (PerformanceResourceTiming's fields the bench reads). */
const entry = (name, initiatorType, startTime, responseEnd) => ({ name, initiatorType, startTime, responseEnd });

const resources = [
  entry(`${PORTAL}/assets/login-screen-a1.js`, 'script', 400, 1900),
  entry(`${FAKE}/auth/login/`, 'fetch', 5000, 5900),
  entry(`${FAKE}/auth/doublefactor/`, 'fetch', 9000, 9800),
  entry(`${PORTAL}/assets/dashboard-screen-b2.js`, 'script', 9810, 10600),
  entry(`${FAKE}/auth/userprofile/`, 'fetch', 9805, 10500),
  entry(`${FAKE}/municipal/licencias_de_conducir/vencimientos/30123456?x=1`, 'fetch', 10620, 11400),
  entry(`${FAKE}/municipal/cav/reclamos_por_dni/30123456`, 'fetch', 10630, 11500),
  entry(`${PORTAL}/assets/claims-list-screen-c3.js`, 'script', 20010, 20800),
];

describe('codeAnsweredAt', () => {
  it('is the end of the doublefactor/ answer in the page’s clock', () => {
    expect(codeAnsweredAt(resources)).toBe(9800);
  });

  it('takes the last answer when a wrong code came first', () => {
    expect(codeAnsweredAt([...resources, entry(`${FAKE}/auth/doublefactor/`, 'fetch', 12000, 12500)])).toBe(12500);
  });

  it('says so when the page never sent the code', () => {
    expect(() => codeAnsweredAt(resources.filter((r) => !r.name.includes('doublefactor')))).toThrow('doublefactor/');
  });
});

describe('requestName', () => {
  it('is the path on the portal’s origin, host and path on another, without the query', () => {
    expect(requestName(`${PORTAL}/assets/a.js?v=1`, PORTAL)).toBe('/assets/a.js');
    expect(requestName(`${FAKE}/municipal/x/1?y=2`, PORTAL)).toBe('127.0.0.1:4010/municipal/x/1');
  });
});

describe('waterfall', () => {
  it('lists the requests under way between two moments, relative to the first, in the order they began', () => {
    expect(waterfall(resources, 9800, 11500, PORTAL)).toEqual([
      { name: '127.0.0.1:4010/auth/userprofile/', kind: 'fetch', start: 5, end: 700 },
      { name: '/assets/dashboard-screen-b2.js', kind: 'script', start: 10, end: 800 },
      { name: '127.0.0.1:4010/municipal/licencias_de_conducir/vencimientos/30123456', kind: 'fetch', start: 820, end: 1600 },
      { name: '127.0.0.1:4010/municipal/cav/reclamos_por_dni/30123456', kind: 'fetch', start: 830, end: 1700 },
    ]);
  });

  it('keeps a request begun before the first moment and still under way (a negative start)', () => {
    expect(waterfall(resources, 10000, 10100, PORTAL).map(({ name, start }) => [name, start])).toEqual([
      ['127.0.0.1:4010/auth/userprofile/', -195],
      ['/assets/dashboard-screen-b2.js', -190],
    ]);
  });
});

describe('journeyWaits', () => {
  it('times the desktop from the code’s answer and each navigation from its click', () => {
    const waits = journeyWaits(
      { desktopAt: 11600, navigations: [{ label: 'escritorio → Mis reclamos', clickAt: 20000, shownAt: 20900 }], resources },
      PORTAL,
    );
    expect(waits.map(({ label, ms }) => [label, ms])).toEqual([
      ['código → escritorio (licencia y reclamos)', 1800],
      ['escritorio → Mis reclamos', 900],
    ]);
    expect(waits[0].requests).toHaveLength(4);
    expect(waits[1].requests.map(({ name, start, end }) => [name, start, end])).toEqual([['/assets/claims-list-screen-c3.js', 10, 800]]);
    expect(journeyLine(waits)).toBe('código → escritorio (licencia y reclamos) 1.80 s, escritorio → Mis reclamos 0.90 s');
  });
});

const wait = (label, ms, name = `/${label}-${ms}.js`) => ({ label, ms, requests: [{ name, kind: 'script', start: 0, end: ms }] });

describe('summariseWaits', () => {
  it('takes each wait’s median and the requests of the run that took it', () => {
    const summary = summariseWaits([
      [wait('escritorio', 3000), wait('reclamos', 500)],
      [wait('escritorio', 1000), wait('reclamos', 900)],
      [wait('escritorio', 2000), wait('reclamos', 700)],
    ]);
    expect(summary.map(({ label, ms, runs }) => [label, ms, runs])).toEqual([
      ['escritorio', 2000, [3000, 1000, 2000]],
      ['reclamos', 700, [500, 900, 700]],
    ]);
    expect(summary[0].requests[0].name).toBe('/escritorio-2000.js');
    expect(summary[1].requestsMs).toBe(700);
  });

  it('shows the lower middle run’s requests for an even count, whose median is between two runs', () => {
    const [summary] = summariseWaits([[wait('escritorio', 3000)], [wait('escritorio', 1000)]]);
    expect(summary.ms).toBe(2000);
    expect(summary.requestsMs).toBe(1000);
  });
});

describe('waterfallLines', () => {
  it('draws each request as a bar on the scale of the whole wait, beside its times, kind and name', () => {
    expect(
      waterfallLines(
        [
          { name: '/a.js', kind: 'script', start: 0, end: 500 },
          { name: 'host/b', kind: 'fetch', start: 500, end: 1000 },
          { name: '/early.css', kind: 'link', start: -200, end: 100 },
          { name: '/favicon.svg', kind: 'other', start: 990, end: 1400 },
        ],
        1000,
        10,
      ),
    ).toEqual([
      ' +0.00 s →  +0.50 s  |█████     |  script  /a.js',
      ' +0.50 s →  +1.00 s  |     █████|  fetch   host/b',
      ' −0.20 s →  +0.10 s  |█         |  link    /early.css',
      ' +0.99 s →  +1.40 s  |         █|  other   /favicon.svg',
    ]);
  });
});

describe('signedInLines', () => {
  it('prints the floor of the same run, each wait’s median and runs, then each waterfall', () => {
    const lines = signedInLines(summariseWaits([[wait('código → escritorio', 2000)], [wait('código → escritorio', 1000)]]), 1234);
    expect(lines.slice(0, 3)).toEqual([
      'espera                                   mediana  corridas',
      'piso (su elemento, desde la navegación)   1.23 s',
      'código → escritorio                       1.50 s  2.00 s, 1.00 s',
    ]);
    expect(lines.slice(3)).toEqual([
      '',
      'código → escritorio (1.00 s): pedidos desde el fin de la respuesta del código',
      ' +0.00 s →  +1.00 s  |██████████████████████████████|  script  /código → escritorio-1000.js',
    ]);
  });

  it('says when a wait made no request', () => {
    const lines = signedInLines(summariseWaits([[{ label: 'Licencia → Perfil', ms: 80, requests: [] }]]), 1000);
    expect(lines.at(-1)).toBe('  ningún pedido');
    expect(lines.at(-2)).toBe('Licencia → Perfil (0.08 s): pedidos desde el clic');
  });
});
