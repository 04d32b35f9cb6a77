import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, FAKE_ORIGIN, test } from './fixtures';
import { PAGES } from './pages';

// The answers of the production server (tooling/nginx), checked header by header. The browser
// tests run through the same server, so the CSP below is also what every other spec runs under.

const ONE_YEAR = 'public, max-age=31536000, immutable';

function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

/** CSP directives that Chromium, Firefox and WebKit all understand. */
const KNOWN_EVERYWHERE = new Set([
  'default-src',
  'script-src',
  'style-src',
  'style-src-elem',
  'img-src',
  'font-src',
  'connect-src',
  'form-action',
  'base-uri',
  'object-src',
  'frame-ancestors',
  'require-trusted-types-for',
  'trusted-types',
  // Violations to the collector: report-to where known (an engine without it ignores it), and
  // report-uri for the engines before it.
  'report-uri',
  'report-to',
]);

function expectSecurityHeaders(headers: Record<string, string>, referrer: string) {
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('default-src')).toBe("'none'");
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('style-src')).toBe("'self'");
  // <style> elements only with this response's nonce (see the page test below).
  expect(csp.get('style-src-elem')).toMatch(/^'self' 'nonce-[0-9a-f]{32}'$/);
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'none'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('require-trusted-types-for')).toBe("'script'");
  expect(csp.get('trusted-types')).toBe('default');
  // Only directives every engine the residents use knows (WebKit logs an error for manifest-src).
  expect([...csp.keys()].filter((name) => !KNOWN_EVERYWHERE.has(name))).toEqual([]);
  // Only the configured services (the build under test uses the fake services).
  expect(csp.get('connect-src')).toBe(FAKE_ORIGIN);
  // Violations go to the collector, never with a sample of what was refused.
  expect(csp.get('report-uri')).toBe(`${FAKE_ORIGIN}/collector/reports`);
  expect(csp.get('report-to')).toBe('csp');
  expect(headers['reporting-endpoints']).toBe(`csp="${FAKE_ORIGIN}/collector/reports"`);
  expect(headers['content-security-policy']).not.toContain('report-sample');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe(referrer);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['x-frame-options']).toBe('DENY');
}

/**
 * A hashed asset's headers: what governs a subresource, and nothing of the page's (their policy
 * with its nonce, referrer, frame, opener and permission policies govern documents only, and
 * nginx sends them in full on every answer).
 */
function expectAssetHeaders(headers: Record<string, string>, file: string) {
  expect(headers['x-content-type-options'], file).toBe('nosniff');
  expect(headers['cross-origin-resource-policy'], file).toBe('same-origin');
  expect(headers['strict-transport-security'], file).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers['content-security-policy'], file).toBe("default-src 'none'");
  for (const name of ['referrer-policy', 'cross-origin-opener-policy', 'x-frame-options', 'permissions-policy']) {
    expect(headers[name], `${file}: ${name}`).toBeUndefined();
  }
}

for (const path of ['/', '/login/', '/registrarse']) {
  test(`${path} answers its page with every security header, never cached`, async ({ request }) => {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/html/);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(answer.headers(), 'strict-origin-when-cross-origin');
    expect(await answer.text()).toContain('<div id="root"');
  });
}

test('every page the build wrote is answered with its own file, revalidated, with every security header', async ({ request }) => {
  for (const page of PAGES) {
    const answer = await request.get(page.url);
    expect(answer.status(), page.url).toBe(page.notFound ? 404 : 200);
    expect(answer.headers()['content-type'], page.url).toMatch(/^text\/html/);
    expect(answer.headers()['cache-control'], page.url).toBe('no-cache');
    expectSecurityHeaders(answer.headers(), page.noReferrer ? 'no-referrer' : 'strict-origin-when-cross-origin');
    const html = await answer.text();
    if (page.render === 'prerender') expect(html, page.url).toContain(`<div id="root" data-route="${page.route}">`);
    else expect(html, page.url).toContain('<div id="root"></div>');
  }
});

test('a provider return page sends no referrer (its query carries a one-time code)', async ({ request }) => {
  for (const provider of ['afip', 'anses', 'miargentina', 'renaper']) {
    const answer = await request.get(`/${provider}redirect/?state=x&code=y`);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain(`<div id="root" data-route="/${provider}redirect/*">`);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(answer.headers(), 'no-referrer');
  }
});

test('every answer carries a nonce of its own for <style> elements, the one its policy names', async ({ request }) => {
  const nonceOf = async (path: string) => {
    const answer = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    const policyNonce = directives(answer.headers()['content-security-policy'] ?? '')
      .get('style-src-elem')
      ?.match(/'nonce-([0-9a-f]{32})'/)?.[1];
    const page = await answer.text();
    const pageNonce = page.match(/<meta property="csp-nonce" nonce="([^"]*)"/)?.[1];
    expect(pageNonce, path).toBe(policyNonce);
    // Every tag the build wrote carries it; no placeholder is left.
    expect(
      page.match(/ nonce="([^"]*)"/g)?.every((attribute) => attribute === ` nonce="${policyNonce}"`),
      path,
    ).toBe(true);
    // No validator: a revalidated copy would keep an earlier answer's nonce under a new policy.
    expect(answer.headers().etag, path).toBeUndefined();
    expect(answer.headers()['last-modified'], path).toBeUndefined();
    return pageNonce;
  };
  const nonces: (string | undefined)[] = [];
  for (const path of ['/login/', '/registrarse', '/afipredirect/?state=x&code=y']) nonces.push(await nonceOf(path));
  // The first page asked for again: a nonce belongs to an answer, not to a page.
  nonces.push(await nonceOf('/login/'));
  expect(new Set(nonces).size).toBe(nonces.length);
});

test('index.html is revalidated on every visit', async ({ request }) => {
  const answer = await request.get('/index.html');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(answer.headers(), 'strict-origin-when-cross-origin');
});

test('hashed assets are cached for a year, sent precompressed with their own headers, and a missing one is a 404 nobody caches', async ({
  request,
}) => {
  const assetsDir = join(import.meta.dirname, '..', 'dist', 'assets');
  const assets = readdirSync(assetsDir);
  // One with its precompressed twin (files under 256 bytes have none, as nginx sends them raw).
  const script = assets.find((file) => file.endsWith('.js') && assets.includes(`${file}.gz`));
  const style = assets.find((file) => file.endsWith('.css'));
  const font = assets.find((file) => file.endsWith('.woff2'));
  for (const file of [script, style, font]) {
    if (!file) throw new Error('The build has no script, stylesheet or woff2 font');
    const answer = await request.get(`/assets/${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()['cache-control'], file).toBe(ONE_YEAR);
    expectAssetHeaders(answer.headers(), file);
  }
  const js = await request.get(`/assets/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(js.headers()['content-encoding']).toBe('gzip');
  expect(js.headers()['content-type']).toMatch(/^application\/javascript/);
  // The build's gzip -9 twin, byte for byte (gzip_static), not a fresh level-6 compression.
  expect(Number(js.headers()['content-length'])).toBe(statSync(join(assetsDir, `${script}.gz`)).size);
  expect(js.headers().vary).toBe('Accept-Encoding');
  // A browser that takes Brotli (every supported one, over HTTPS) gets the build's .br twin,
  // smaller than the gzip one; the same for a stylesheet.
  const twinnedStyle = assets.find((file) => file.endsWith('.css') && assets.includes(`${file}.br`));
  for (const file of [script, twinnedStyle]) {
    if (!file) throw new Error('The build has no stylesheet with a Brotli twin');
    const br = await request.get(`/assets/${file}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers()['content-encoding'], file).toBe('br');
    expect(Number(br.headers()['content-length']), file).toBe(statSync(join(assetsDir, `${file}.br`)).size);
    expect(statSync(join(assetsDir, `${file}.br`)).size, file).toBeLessThan(statSync(join(assetsDir, `${file}.gz`)).size);
    expect(br.headers()['cache-control'], file).toBe(ONE_YEAR);
    expectAssetHeaders(br.headers(), file);
  }

  // Source maps stay with the build (source-maps/), never published, and no bundle names one.
  expect(assets.filter((file) => file.endsWith('.map'))).toEqual([]);
  const plain = await request.get(`/assets/${script}`, { headers: { 'Accept-Encoding': 'identity' } });
  expect(await plain.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`/assets/${script}.map`)).status()).toBe(404);

  const missing = await request.get('/assets/no-such-file-123.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
});

test('an address no route draws is answered with the not-found page, status 404, which hydrates', async ({ page, consoleErrors }) => {
  const answer = await page.goto('/no/existe/esta-ruta.html');
  expect(answer?.status()).toBe(404);
  expect(answer?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1, name: '¡Ups! No encontramos la página.' })).toBeVisible();
  await page.getByRole('button', { name: 'Volver al inicio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeVisible();
  // The browser's own line for the page's 404 status.
  expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  // `/notfound` itself is a page: 200.
  expect((await page.request.get('/notfound')).status()).toBe(200);
});

test('the login page loads under the policy with no violation and no console error', async ({ page, consoleErrors, cspViolations }) => {
  await page.goto('/login/');
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
  // Trusted Types are enforced: markup into an HTML sink is refused, even by the default policy.
  const refused = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>';
      return false;
    } catch {
      return true;
    }
  });
  expect(refused).toBe(true);
  // That deliberate refusal is reported; nothing else may be.
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations.splice(0)[0]).toMatch(/^require-trusted-types-for/);
  expect(consoleErrors.filter((e) => !/TrustedHTML/.test(e))).toEqual([]);
});
