import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServiceConfig } from '@portal/api-client';
import { PAGES_MANIFEST } from '@portal/nginx/pages-manifest';
import type { Plugin, Rollup } from 'vite';
import type { PortalPage } from '../src/prerender/render-page';
import { RENDER } from '../src/routing/pages';
import { markupProblems, pageHtml } from './page-html';
import { pageAssets, pagesManifest, SHELL_FILE } from './pages-manifest';

/** The server-side entry of the `ssr` environment: renders a page's first screen. */
export const PRERENDER_ENTRY = 'src/prerender/render-page.tsx';

interface RenderModule {
  renderPage(url: string): Promise<{ body: string; head: string; route: string | null }>;
  routeKeyOf(pathname: string): string | null;
  portalPages(): Promise<PortalPage[]>;
}

/**
 * `output.intro` of the ssr environment: a chunk that a dynamic import loads names its source
 * module as it first runs, so that the server bundle can tell which modules each lazy route's code
 * is (render-page.tsx `portalPages`), and the build find their chunks in the browser's manifest.
 */
export function announceChunkModule(chunk: Rollup.RenderedChunk): string {
  if (!chunk.isDynamicEntry || !chunk.facadeModuleId) return '';
  return `globalThis.__portalChunkModule?.(${JSON.stringify(chunk.facadeModuleId)});`;
}

/**
 * The portal's stylesheet, by the URL the pages name it with. The build writes one
 * (`cssCodeSplit: false`, about 7 KB gzip), and every page carries it inline: on a slow line the
 * page paints as soon as its HTML arrives, instead of a round trip later, and no chunk loaded
 * later asks for a stylesheet (a download that could fail offline).
 */
async function stylesheets(outDir: string, manifest: Record<string, { file: string }>): Promise<Map<string, string>> {
  const files = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'));
  if (files.length !== 1) throw new Error(`The build should write one stylesheet, not ${files.length}: ${files.join(', ')}`);
  return new Map(await Promise.all(files.map(async (file) => [`/${file}`, await readFile(join(outDir, file), 'utf8')] as const)));
}

/**
 * Builds the app for the browser, then the `ssr` environment (the same route table, rendered
 * with react-dom/static's `prerender`), and writes one HTML file per route of the table with a
 * path (src/routing/pages.ts) from the shell Vite wrote: each names its first screen's modules
 * (its lazy routes' chunks, found by loading their code in the server bundle) and stylesheets, and a
 * prerendered page carries that screen. Then the pages manifest (config/pages-manifest.ts), what
 * the tooling that serves and measures the build reads: each page's route, file and files, and
 * `services`, the build's service configuration. Fails the build on a lazy route whose code is not
 * a chunk of its own, a page that lands on another route, or markup the page's policy would refuse.
 */
export function prerenderPages({ nonce, services }: { nonce: string; services: ServiceConfig }): Plugin {
  return {
    name: 'portal:prerender',
    apply: 'build',
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('The build needs a client and an ssr environment');
      await builder.build(client);
      await builder.build(ssr);
      const root = builder.config.root;
      const outDir = resolve(root, client.config.build.outDir);
      const ssrDir = resolve(root, ssr.config.build.outDir);
      const render = (await import(pathToFileURL(join(ssrDir, 'render-page.js')).href)) as RenderModule;

      // The server bundle names modules by their paths; Vite's manifest, from the app's root.
      const pages = (await render.portalPages()).map((page) => ({
        ...page,
        modules: page.modules.map((module) => relative(root, module).split(sep).join('/')),
      }));
      const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
      const template = await readFile(join(outDir, SHELL_FILE), 'utf8');
      const inline = await stylesheets(outDir, manifest);
      for (const page of pages) {
        const route = render.routeKeyOf(new URL(page.url, 'http://portal').pathname);
        if (route !== page.route) throw new Error(`${page.file}: ${page.url} is drawn by route ${route}, not ${page.route}`);
        const tags = pageAssets(manifest, page.modules);
        let screen: { body: string; head: string; route: string } | undefined;
        if (page.render === RENDER.prerender) {
          const rendered = await render.renderPage(page.url);
          const problems = markupProblems(rendered.head + rendered.body);
          if (problems.length > 0) throw new Error(`${page.file}: the prerendered screen ${problems.join(', ')}`);
          screen = { ...rendered, route };
        }
        const file = join(outDir, page.file);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, pageHtml(template, tags, nonce, screen, inline));
      }
      await writeFile(join(outDir, PAGES_MANIFEST), `${JSON.stringify(pagesManifest(manifest, services, pages), null, 2)}\n`);
    },
  };
}
