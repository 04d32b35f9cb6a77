import { describe, expect, it } from 'vitest';
import { browserOf, fromLegacyCspReport, pathOnly, STACK_FRAME_LIMIT, scrubReport, scrubText } from './scrub';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjo0MiwiZG5pIjoiMzAxMjM0NTYifQ.Xy9Ew1qP3mYh0Kf7c_bW2rZ0sLq8vT4uN6dH1jG5aE0';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.16 Safari/537.36';

describe('the scrubber', () => {
  it.each([
    ['a DNI of 8 digits', 'No se encontró el DNI 30123456 en el padrón', 'No se encontró el DNI [dni] en el padrón'],
    ['a DNI of 7 digits', 'dni=7123456', 'dni=[dni]'],
    ['a DNI with dots', 'DNI 30.123.456 ya registrado', 'DNI [dni] ya registrado'],
    ['a DNI of 7 digits with dots', 'DNI 7.123.456.', 'DNI [dni].'],
    ['an e-mail', 'Sin cuenta para vecina.prueba+1@example.com.ar', 'Sin cuenta para [email]'],
    ['a JWT', `Bearer ${JWT} vencido`, 'Bearer [token] vencido'],
    ['a long base64url run', 'ticket 3fK9_xQ2-mN7pL0vR8sT1uW4 no vale', 'ticket [token] no vale'],
    ['the 4-digit code', 'El código 4821 es incorrecto', 'El código [number] es incorrecto'],
    [
      'a query string',
      'GET https://portal.bahia.gob.ar/restablecer?token=abc123&x=1 failed',
      'GET https://portal.bahia.gob.ar/restablecer failed',
    ],
    ['a relative address with its query', 'leaving /activar?token=abc for /login', 'leaving /activar for /login'],
    ['a fragment', 'at /perfil#datos-de-30123456', 'at /perfil'],
    ["a provider return's code and state", 'return with code=Zk3 and state=9a', 'return with code=[…] and state=[…]'],
  ])('removes %s', (_, text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it('keeps what tells errors apart: names, short numbers, file positions', () => {
    expect(scrubText("Cannot read properties of undefined (reading 'claims')")).toBe(
      "Cannot read properties of undefined (reading 'claims')",
    );
    expect(scrubText('Minified React error #418; HTTP 503')).toBe('Minified React error #418; HTTP 503');
    expect(scrubText('GET http://127.0.0.1:4010/auth/userprofile/ 503')).toBe('GET http://127.0.0.1:4010/auth/userprofile/ 503');
    expect(scrubText('código:4821')).toBe('código:[number]');
  });

  it('caps a message', () => {
    expect(scrubText('x'.repeat(1000))).toHaveLength(300);
  });

  it('cuts every address to its origin and path, a token segment to its pattern', () => {
    expect(pathOnly('https://portal.bahia.gob.ar/restablecer?token=abc#x')).toBe('https://portal.bahia.gob.ar/restablecer');
    expect(pathOnly('https://user:secret@portal.bahia.gob.ar/reclamos')).toBe('https://portal.bahia.gob.ar/reclamos');
    expect(pathOnly('/afip/retorno?code=1&state=2')).toBe('/afip/retorno');
    expect(pathOnly('https://portal.bahia.gob.ar/login/habilitaciones-Zx81')).toBe('https://portal.bahia.gob.ar/login/:token');
    expect(pathOnly('https://servicios.bahia.gob.ar/cav/reclamos_por_dni/30123456')).toBe(
      'https://servicios.bahia.gob.ar/cav/reclamos_por_dni/[dni]',
    );
    expect(pathOnly('data:text/html;base64,PHNjcmlwdD4=')).toBe('data');
    expect(pathOnly('inline')).toBe('inline');
    expect(pathOnly('trusted-types-sink')).toBe('trusted-types-sink');
    expect(pathOnly(42)).toBe('');
  });

  it("keeps the browser's family and major version alone", () => {
    expect(browserOf(CHROME)).toBe('Chrome 140');
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe('Firefox 140');
    expect(
      browserOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18');
    expect(
      browserOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.0.0',
      ),
    ).toBe('Edge 141');
    expect(browserOf('curl/8.0')).toBe('other');
    // A collector scrubs what the portal scrubbed already: the same again.
    expect(browserOf('Chrome 140')).toBe('Chrome 140');
  });

  it("drops a CSP violation's sample, its policy and every address's query", () => {
    const report = scrubReport({
      type: 'csp-violation',
      age: 12.7,
      url: 'https://portal.bahia.gob.ar/restablecer?token=abc',
      user_agent: CHROME,
      body: {
        documentURL: 'https://portal.bahia.gob.ar/restablecer?token=abc',
        referrer: 'https://portal.bahia.gob.ar/activar?token=def',
        blockedURL: 'https://extension.example/inject.js?id=30123456',
        effectiveDirective: 'script-src-elem',
        originalPolicy: "default-src 'none'; style-src-elem 'nonce-0f3a'",
        sample: 'vecina@example.com',
        disposition: 'enforce',
        statusCode: 200,
        lineNumber: 3,
        columnNumber: 9,
        extra: 'anything',
      },
    });
    expect(report).toEqual({
      type: 'csp-violation',
      age: 13,
      url: 'https://portal.bahia.gob.ar/restablecer',
      user_agent: 'Chrome 140',
      body: {
        documentURL: 'https://portal.bahia.gob.ar/restablecer',
        referrer: 'https://portal.bahia.gob.ar/activar',
        blockedURL: 'https://extension.example/inject.js',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        statusCode: 200,
        lineNumber: 3,
        columnNumber: 9,
      },
    });
  });

  it("reads the older report-uri shape as the Reporting API's", () => {
    const legacy = fromLegacyCspReport(
      {
        'csp-report': {
          'document-uri': 'https://portal.bahia.gob.ar/afip/retorno?code=1&state=2',
          'blocked-uri': 'inline',
          'violated-directive': 'script-src-elem',
          'script-sample': 'alert(30123456)',
        },
      },
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    );
    expect(scrubReport(legacy)).toEqual({
      type: 'csp-violation',
      age: 0,
      url: 'https://portal.bahia.gob.ar/afip/retorno',
      user_agent: 'Firefox 128',
      body: { documentURL: 'https://portal.bahia.gob.ar/afip/retorno', blockedURL: 'inline', effectiveDirective: 'script-src-elem' },
    });
  });

  it("keeps a portal error's pattern, name, scrubbed message and own frames, capped", () => {
    const frames = Array.from({ length: 30 }, (_, i) => `    at load (https://portal.bahia.gob.ar/assets/claims-B1x.js?v=2:1:${i})`);
    const report = scrubReport({
      type: 'portal-error',
      age: 0,
      url: '/reclamos?dni=30123456',
      user_agent: CHROME,
      body: {
        kind: 'uncaught',
        route: '/reclamos',
        name: 'TypeError',
        message: 'No claims for 30123456 (vecina@example.com)',
        stack: frames,
        version: '2026.12.01-eddb0d7',
        typed: 'Calle Falsa 123',
      },
    });
    expect(report?.url).toBe('/reclamos');
    expect(report?.body).toEqual({
      kind: 'uncaught',
      route: '/reclamos',
      name: 'TypeError',
      message: 'No claims for [dni] ([email])',
      stack: frames.slice(0, STACK_FRAME_LIMIT).map((_, i) => `at load (https://portal.bahia.gob.ar/assets/claims-B1x.js:1:${i})`),
      version: '2026.12.01-eddb0d7',
    });
  });

  it("keeps a failed call's path, cut to it, and its status", () => {
    const report = scrubReport({
      type: 'portal-error',
      age: 0,
      url: '/reclamos',
      user_agent: CHROME,
      body: {
        kind: 'call',
        route: '/reclamos',
        name: 'HTTPError',
        call: 'https://api.bahia.gob.ar/municipal/cav/reclamos_por_dni/30123456?token=abc',
        status: 503,
      },
    });
    expect(report?.body).toEqual({
      kind: 'call',
      route: '/reclamos',
      name: 'HTTPError',
      call: 'https://api.bahia.gob.ar/municipal/cav/reclamos_por_dni/[dni]',
      status: 503,
      stack: [],
    });
  });

  it('gives the same report when a scrubbed one is scrubbed again (the portal, then the collector)', () => {
    const report = scrubReport({
      type: 'portal-error',
      age: 3,
      url: 'https://portal.bahia.gob.ar/reclamos?x=1',
      user_agent: CHROME,
      body: {
        kind: 'uncaught',
        route: '/reclamos',
        name: 'Error',
        message: 'DNI 30.123.456, código 4821',
        stack: ['at f (https://portal.bahia.gob.ar/assets/a.js:1:2)'],
      },
    });
    expect(scrubReport(report)).toEqual(report);
  });

  it('keeps a vital of the five it knows, and drops any other type', () => {
    const vital = { type: 'web-vital', age: 0, url: '/perfil', user_agent: CHROME };
    expect(
      scrubReport({
        ...vital,
        body: { name: 'LCP', value: 1234.5, rating: 'good', route: '/perfil', navigationType: 'navigate', id: 'v5-1' },
      })?.body,
    ).toEqual({
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      route: '/perfil',
      navigationType: 'navigate',
    });
    expect(scrubReport({ ...vital, body: { name: 'FID', value: 3 } })).toBeNull();
    expect(scrubReport({ ...vital, type: 'deprecation', body: { message: 'x' } })).toBeNull();
    expect(scrubReport({ ...vital, body: 'text' })).toBeNull();
    expect(scrubReport(null)).toBeNull();
  });
});
