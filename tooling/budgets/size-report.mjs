#!/usr/bin/env node
// The portal's size budget: what a visitor's browser downloads before each route is usable, read
// from the production build: its pages manifest (every page's HTML file and the modules and
// stylesheets it names, written by the build, read as tooling/nginx/pages-manifest.mjs reads it)
// and, for the list of every chunk, Vite's manifest (dist/.vite/manifest.json). A file is counted
// as nginx sends it to a browser that takes Brotli (every supported one, over HTTPS): its
// precompressed `.br` twin when the build wrote one (apps/portal/config/precompress.ts,
// `brotli_static on`); the `.gz` twin a client without Brotli gets, and gzip at nginx's level on
// the fly, are printed beside it.
// Prints every route's first load, every chunk and every font on each run; exits 1 when a route
// goes over its budget (routes.mjs: the JS of every page an anonymous visitor lands on, of the
// signed-in area, and 10 KB of CSS everywhere) or a font outside the used Kanit
// weights (latin subset, woff2) is emitted.
//
//   node tooling/budgets/size-report.mjs [dist directory, default ./dist]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readPagesManifest } from '@portal/nginx/pages-manifest';
import { routesOf } from './routes.mjs';

const KB = 1024;
// nginx's configuration (tooling/nginx) compresses at the same level.
const GZIP_LEVEL = 6;

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: GZIP_LEVEL }).length;
}

/** The bytes nginx sends for a file to a client without Brotli: its precompressed twin if there is one. */
export function servedSize(distDir, file) {
  const twin = join(distDir, `${file}.gz`);
  return existsSync(twin) ? statSync(twin).size : gzipSize(readFileSync(join(distDir, file)));
}

/**
 * The bytes a browser that takes Brotli gets (every supported one, over HTTPS): the `.br` twin
 * (`brotli_static`), or, for a file without one, what it gets without Brotli.
 */
export function brotliServedSize(distDir, file) {
  const twin = join(distDir, `${file}.br`);
  return existsSync(twin) ? statSync(twin).size : servedSize(distDir, file);
}

/** The files a page's HTML asks for as it is parsed: its module scripts, modulepreloads and stylesheets. */
export function htmlRequests(html) {
  const files = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const url = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || /^[a-z]+:/i.test(url)) continue;
    const asked = tag.startsWith('<script') ? /\stype="module"/.test(tag) : /\srel="(?:modulepreload|stylesheet)"/.test(tag);
    if (asked) files.add(url.replace(/^\//, ''));
  }
  return files;
}

/** The stylesheets a page carries in its HTML (a `<style>` with the file's text): no request. */
export function carriedInline(html, stylesheets, textOf) {
  const styles = [...html.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]);
  return stylesheets.filter((file) => styles.includes(textOf(file).trimEnd()));
}

/**
 * The requests before a route is usable and the longest chain of them. The HTML comes first;
 * what it names is fetched at once (one wave); a file the first screen needs that the HTML does
 * not name is only asked for once the entry runs (a lazy screen and, through Vite's preload
 * helper, its imports and CSS, all at once): a second wave. Fonts are left out: text shows in
 * the fallback font until they arrive.
 */
export function requestChain(htmlFiles, neededFiles) {
  const later = neededFiles.filter((file) => !htmlFiles.has(file));
  return { requests: 1 + new Set([...htmlFiles, ...neededFiles]).size, chain: later.length > 0 ? 3 : 2, later };
}

/**
 * Every route's first load, as its page names it in the pages manifest: the entry with its static
 * imports (the shell's), the page's screens with theirs, the stylesheet; and every chunk of Vite's
 * manifest: the entry, what the shell preloads, each page's screens, a chunk loaded on demand that
 * no page's first screen needs, and the chunks they share.
 */
export function analyse(viteManifest, pagesManifest, sizeOf) {
  const sum = (files) => files.reduce((total, file) => total + sizeOf(file), 0);
  const routeRows = routesOf(pagesManifest).map((route) => ({
    ...route,
    js: sum(route.files.js),
    css: sum(route.files.css),
  }));
  // A screen's chunk is named by its module, as the build's manifests name it (less the way up to it).
  const screens = new Map(
    pagesManifest.pages.flatMap((page) => page.screens.map((screen) => [screen.script, screen.module.replace(/^(\.\.\/)+/, '')])),
  );
  const preloaded = new Set(pagesManifest.shell.scripts);
  const chunks = Object.values(viteManifest)
    .filter((entry) => entry.file.endsWith('.js'))
    .map((entry) => ({
      file: entry.file,
      kind: entry.isEntry ? 'entrada' : entry.isDynamicEntry ? 'diferido' : preloaded.has(entry.file) ? 'precarga' : 'compartido',
      screen: screens.get(entry.file) ?? (entry.isDynamicEntry ? (entry.name ?? '') : ''),
      unclaimed: Boolean(entry.isDynamicEntry) && !screens.has(entry.file),
      bytes: sizeOf(entry.file),
    }))
    .sort((a, b) => b.bytes - a.bytes);
  const stylesheets = Object.values(viteManifest)
    .flatMap((entry) => [entry.file, ...(entry.css ?? [])])
    .filter((file) => file.endsWith('.css'));
  const css = [...new Set(stylesheets)].map((file) => ({ file, bytes: sizeOf(file) }));
  return { routes: routeRows, chunks, css };
}

/** Font weights the CSS actually asks for, following `font-weight: var(--x)` to `--x: 500`. */
export function usedFontWeights(cssText) {
  // The @font-face rules declare weights; they are not a use.
  const rules = cssText.replace(/@font-face\s*{[^}]*}/g, '');
  const weights = new Set();
  for (const match of rules.matchAll(/font-weight:\s*(\d{3})/g)) weights.add(match[1]);
  for (const match of rules.matchAll(/font-weight:\s*var\((--[\w-]+)\)/g)) {
    const name = match[1].replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
    for (const value of rules.matchAll(new RegExp(`${name}:\\s*(\\d{3})`, 'g'))) weights.add(value[1]);
  }
  return weights;
}

/** Each emitted font file, and what is wrong with it if anything. */
export function checkFonts(fontFiles, weightsInUse) {
  return fontFiles.map((file) => {
    const match = /^([a-z]+)-([a-z0-9-]+?)-(\d{3})-(normal|italic)-.*\.(woff2?|ttf|otf|eot)$/.exec(basename(file));
    if (!match) return { file, problem: 'no es una fuente de @fontsource reconocible' };
    const [, family, subset, weight, style, format] = match;
    const problems = [];
    if (subset !== 'latin') problems.push(`subconjunto ${subset}, no latin`);
    if (!weightsInUse.has(weight)) problems.push(`peso ${weight} sin uso en el CSS`);
    if (style !== 'normal') problems.push(`estilo ${style}`);
    if (format !== 'woff2') problems.push(`formato ${format}, no woff2`);
    return { file, family, subset, weight, format, problem: problems.join('; ') };
  });
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function table(rows, headers) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function readBuildFile(distDir, file) {
  const path = join(distDir, file);
  if (!existsSync(path)) throw new Error(`${path} does not exist: build the portal first`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function report(distDir) {
  const manifest = readBuildFile(distDir, join('.vite', 'manifest.json'));
  const pages = readPagesManifest(distDir);
  const memo = (measure) => {
    const cache = new Map();
    return (file) => {
      if (!cache.has(file)) cache.set(file, measure(file));
      return cache.get(file);
    };
  };
  const result = analyse(
    manifest,
    pages,
    memo((file) => brotliServedSize(distDir, file)),
  );
  const gzip = analyse(
    manifest,
    pages,
    memo((file) => servedSize(distDir, file)),
  );
  const onTheFly = analyse(
    manifest,
    pages,
    memo((file) => gzipSize(readFileSync(join(distDir, file)))),
  );
  const failures = [];

  console.log(
    `Tamaños de ${distDir} como los envía nginx: con Brotli (el .br, lo que recibe todo navegador admitido por HTTPS; el límite cuenta esto), ` +
      `y a un cliente sin Brotli (el .gz precomprimido; gzip -${GZIP_LEVEL} al vuelo entre paréntesis)\n`,
  );
  console.log('Primera carga por ruta (entrada + precargas + pantallas diferidas de la ruta)');
  console.log(
    table(
      result.routes.map((route, index) => {
        let verdict = '';
        if (route.budget) {
          const over = [];
          const pending = [];
          if (route.js > route.budget.js * KB) {
            // Over the target: a failure, unless a ceiling still allows it (then only reported).
            if (route.ceiling && route.js <= route.ceiling.js * KB)
              pending.push(`JS > objetivo ${route.budget.js} KB (tope actual ${route.ceiling.js} KB)`);
            else over.push(`JS > ${route.ceiling?.js ?? route.budget.js} KB`);
          }
          if (route.css > route.budget.css * KB) over.push(`CSS > ${route.budget.css} KB`);
          verdict =
            over.length > 0
              ? `✖ ${over.join(', ')}`
              : pending.length > 0
                ? `⚠ ${pending.join(', ')}`
                : `✓ límite ${route.budget.js} KB JS / ${route.budget.css} KB CSS`;
          for (const problem of over) failures.push(`${route.path}: ${problem}`);
        }
        const plain = onTheFly.routes[index];
        const gz = gzip.routes[index];
        return [
          route.path,
          kb(route.js),
          kb(gz?.js ?? 0),
          `(${kb(plain?.js ?? 0)})`,
          kb(route.css),
          kb(gz?.css ?? 0),
          route.files.js.length,
          verdict,
        ];
      }),
      ['ruta', 'JS Brotli', 'JS gzip', `gzip -${GZIP_LEVEL}`, 'CSS Brotli', 'CSS gzip', 'archivos JS', ''],
    ),
  );

  console.log('\nPedidos antes de que cada ruta se pueda usar (el HTML, lo que nombra, lo que falta después) y la cadena más larga');
  console.log(
    table(
      result.routes.map((route) => {
        const htmlFile = route.html;
        const htmlPath = join(distDir, htmlFile);
        if (!existsSync(htmlPath)) {
          failures.push(`${route.path}: no existe ${htmlFile}`);
          return [route.path, htmlFile, '', '', '', '✖ falta el HTML'];
        }
        const html = readFileSync(htmlPath, 'utf8');
        const inline = carriedInline(html, route.files.css, (file) => readFileSync(join(distDir, file), 'utf8'));
        const fetched = route.files.css.filter((file) => !inline.includes(file));
        const { requests, chain, later } = requestChain(htmlRequests(html), [...route.files.js, ...fetched]);
        const over = [];
        if (route.budget?.requests !== undefined && requests > route.budget.requests) over.push(`pedidos > ${route.budget.requests}`);
        if (route.budget?.chain !== undefined && chain > route.budget.chain) over.push(`cadena > ${route.budget.chain}`);
        for (const problem of over) failures.push(`${route.path}: ${problem}`);
        const limit =
          route.budget?.requests === undefined ? '' : `✓ límite ${route.budget.requests} pedidos / cadena ${route.budget.chain}`;
        return [route.path, htmlFile, requests, chain, later.length, over.length > 0 ? `✖ ${over.join(', ')}` : limit];
      }),
      ['ruta', 'HTML', 'pedidos', 'cadena', 'después del HTML', ''],
    ),
  );

  console.log('\nCada chunk de JavaScript');
  console.log(
    table(
      result.chunks.map((chunk) => [
        chunk.file,
        chunk.kind,
        chunk.screen + (chunk.unclaimed ? ' (ninguna página la carga al abrir)' : ''),
        kb(chunk.bytes),
        kb(gzip.chunks.find((other) => other.file === chunk.file)?.bytes ?? 0),
      ]),
      ['archivo', 'tipo', 'pantalla', 'Brotli', 'gzip'],
    ),
  );
  console.log('\nCSS');
  console.log(
    table(
      result.css.map((file) => [file.file, kb(file.bytes), kb(gzip.css.find((other) => other.file === file.file)?.bytes ?? 0)]),
      ['archivo', 'Brotli', 'gzip'],
    ),
  );

  const cssText = result.css.map((file) => readFileSync(join(distDir, file.file), 'utf8')).join('\n');
  const fontFiles = readdirSync(join(distDir, 'assets')).filter((file) => /\.(woff2?|ttf|otf|eot)$/.test(file));
  const fonts = checkFonts(fontFiles, usedFontWeights(cssText));
  console.log('\nFuentes emitidas (Kanit, latin, los pesos que usa el CSS, solo woff2)');
  console.log(
    table(
      fonts.map((font) => {
        const bytes = readFileSync(join(distDir, 'assets', font.file)).length;
        return [font.file, font.weight ?? '', font.format ?? '', kb(bytes), font.problem ? `✖ ${font.problem}` : '✓'];
      }),
      ['archivo', 'peso', 'formato', 'tamaño', ''],
    ),
  );
  for (const font of fonts) if (font.problem) failures.push(`${font.file}: ${font.problem}`);
  if (!fonts.some((font) => font.format === 'woff2')) failures.push('no se emitió ninguna fuente woff2');

  return { result, failures };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? 'dist');
  try {
    const { failures } = report(distDir);
    if (failures.length > 0) {
      console.error(`\n✖ Presupuesto excedido:\n  ${failures.join('\n  ')}`);
      process.exit(1);
    }
    console.log('\n✓ Dentro del presupuesto.');
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
