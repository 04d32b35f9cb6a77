import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotliServedSize, carriedInline, gzipSize, htmlRequests, requestChain, servedSize } from './size-report.mjs';

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-AbC.js" nonce="__CSP_NONCE__"></script>
<link rel="modulepreload" crossorigin href="/assets/react-XyZ.js">
<link rel="stylesheet" crossorigin href="/assets/index-Q1.css">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="preconnect" href="https://example.org">
<script src="https://example.org/outside.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('requests before a page is usable', () => {
  it('reads what the HTML asks for while it is parsed: module scripts, modulepreloads, stylesheets', () => {
    expect([...htmlRequests(html)]).toEqual(['assets/index-AbC.js', 'assets/react-XyZ.js', 'assets/index-Q1.css']);
  });

  it('is one wave after the HTML when the HTML names everything the first screen needs', () => {
    const named = htmlRequests(html);
    expect(requestChain(named, ['assets/index-AbC.js', 'assets/react-XyZ.js', 'assets/index-Q1.css'])).toEqual({
      requests: 4,
      chain: 2,
      later: [],
    });
  });

  it('counts a second wave for what only the entry asks for (a lazy screen and its imports)', () => {
    const named = htmlRequests(html);
    expect(
      requestChain(named, ['assets/index-AbC.js', 'assets/react-XyZ.js', 'assets/login-screen-1.js', 'assets/button-2.js']),
    ).toEqual({ requests: 6, chain: 3, later: ['assets/login-screen-1.js', 'assets/button-2.js'] });
  });
});

describe('stylesheets carried in the page', () => {
  const texts = { 'assets/style-1.css': '.a{color:red}\n', 'assets/other-2.css': '.b{color:blue}' };
  const page = '<html><head><style nonce="__CSP_NONCE__">.a{color:red}</style></head><body></body></html>';

  it('counts a stylesheet whose whole text the page carries in a <style> as no request', () => {
    expect(carriedInline(page, Object.keys(texts), (file) => texts[file])).toEqual(['assets/style-1.css']);
  });

  it('does not count a stylesheet the page carries only in part', () => {
    const part = page.replace('.a{color:red}', '.a{');
    expect(carriedInline(part, Object.keys(texts), (file) => texts[file])).toEqual([]);
  });
});

describe('bytes as sent', () => {
  it("counts the .br twin for a browser that takes Brotli, the .gz one for any other, and what nginx compresses when there is neither", () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-size-'));
    const script = 'export const greeting = "hola";\n'.repeat(40);
    writeFileSync(join(dist, 'twinned.js'), script);
    writeFileSync(join(dist, 'twinned.js.gz'), Buffer.alloc(70));
    writeFileSync(join(dist, 'twinned.js.br'), Buffer.alloc(50));
    writeFileSync(join(dist, 'gzip-only.js'), script);
    writeFileSync(join(dist, 'gzip-only.js.gz'), Buffer.alloc(70));
    writeFileSync(join(dist, 'small.js'), script);
    try {
      expect(servedSize(dist, 'twinned.js')).toBe(70);
      expect(brotliServedSize(dist, 'twinned.js')).toBe(50);
      expect(brotliServedSize(dist, 'gzip-only.js')).toBe(70);
      expect(brotliServedSize(dist, 'small.js')).toBe(gzipSize(Buffer.from(script)));
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
