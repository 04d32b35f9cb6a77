// The pages manifest: what the build wrote for each page of the route table, and the services it
// was built for, as one JSON file in the build's output, where the tooling that serves and
// measures a build reads it (`PAGES_MANIFEST`, tooling/nginx/pages-manifest.mjs): that tooling
// (tooling/nginx, tooling/budgets) reads this file and never imports the app, so it describes the
// build it is given, not the source beside it.
//
// It lives under `pages/`, which nginx answers only through the pages' own locations (`internal`,
// as `.vite/` is).
import { reportsEndpoint, type ServiceConfig } from '@portal/api-client';
import type { PortalPage } from '../src/prerender/render-page';
import { PAGES_DIR, type Page } from '../src/routing/pages';
import { productionProblems } from './services.mjs';

/** The client shell with the entry only: `/index.html`, and the fallback of `vite preview`. */
export const SHELL_FILE = 'index.html';

/** A chunk of Vite's manifest (`.vite/manifest.json`), keyed by its source module's path from the app's root. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Manifest keys in the order the browser needs them: each key, then what it imports statically. */
function staticImports(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * What a page's first screen needs from the build (`manifest`: Vite's): the entry with its static
 * imports (Vite writes those into the shell already), and the chunks of the page's lazy routes
 * (`modules`, by their keys in the manifest) with theirs, which the page adds as `modulepreload`
 * so that the browser fetches them with the entry instead of after it. Paths are URLs under
 * `base` (`/assets/…`; with `''`, paths in the build's output directory).
 */
export function pageAssets(manifest: Record<string, ManifestChunk>, modules: string[], base = '/') {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  const missing = modules.filter((module) => !manifest[module]?.isDynamicEntry);
  if (missing.length > 0) throw new Error(`No chunk of its own in the build for ${missing.join(', ')}`);
  const entryKeys = staticImports(manifest, [entryKey]);
  const screenKeys = staticImports(manifest, modules).filter((key) => !entryKeys.includes(key));
  const file = (key: string) => `${base}${manifest[key]?.file}`;
  const cssOf = (keys: string[]) => [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))].map((css) => `${base}${css}`);
  const entryCss = cssOf(entryKeys);
  return {
    entry: file(entryKey),
    entryImports: entryKeys.slice(1).map(file),
    entryCss,
    /** Each of the page's modules with its own chunk. */
    screens: modules.map((module) => ({ module, script: file(module) })),
    screenModules: screenKeys.map(file),
    screenCss: cssOf(screenKeys).filter((css) => !entryCss.includes(css)),
  };
}

/**
 * The file's shape. Every path of a file is relative to the build's output directory (`assets/…`,
 * `pages/login.html`); a page's HTML names the same file at `/` + path.
 */
export interface PagesManifest {
  /** The client shell as Vite wrote it (`index.html`): the entry, its static imports, the stylesheet. */
  shell: { file: string; scripts: string[]; stylesheets: string[] };
  /** The directory of the pages' HTML files. */
  pagesDir: string;
  /** One per route of the route table with a path, in its order. */
  pages: ManifestPage[];
  services: ManifestServices;
}

/** A page of the route table (src/routing/pages.ts), and what the build found and wrote for it. */
interface ManifestPage extends Omit<Page, 'routes'> {
  /**
   * The paths the browser's router draws the route at, as a regular expression matched without
   * regard to case (nginx's `location ~*`): any trailing slashes, `:param` one segment, `*` anything.
   */
  pattern: string;
  /** The modules of its routes' lazy code (their keys in Vite's manifest) and each one's own chunk. */
  screens: { module: string; script: string }[];
  /**
   * Every module the HTML names (its module script and modulepreloads): the entry and its static
   * imports (the shell's), then the screens' chunks and their static imports beyond the entry's.
   */
  scripts: string[];
  /** Every stylesheet the HTML names or carries inline (the portal's one, `cssCodeSplit: false`). */
  stylesheets: string[];
}

interface ManifestServices {
  /** The service configuration the build was made with (PORTAL_SERVICES, or the fakes): `__SERVICE_CONFIG__`. */
  config: ServiceConfig;
  /** Why these services cannot serve residents (config/services.mjs `productionProblems`); empty when fit. */
  problems: string[];
  /**
   * Where reports go (`reportsEndpoint`: the collector's `reports`), which nginx names in the CSP's
   * `report-uri`, `report-to` and `connect-src`; null when the configuration has no collector.
   */
  reportsEndpoint: string | null;
}

/**
 * A route pattern as react-router matches it (case-insensitive, any trailing slashes, `:param`
 * one segment, a final `*` anything or nothing), as a regular expression over the path: nginx
 * answers each path with the page the browser's router will draw there.
 */
export function routePattern(route: string): string {
  const segments = route.split('/').filter(Boolean);
  let source = '^';
  for (const segment of segments) {
    if (segment === '*') {
      source += '(?:/.*)?';
      return `${source}$`;
    }
    source += segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.+?^${}()|[\]\\-]/g, '\\$&')}`;
  }
  return `${source}/*$`;
}

const unique = (files: string[]) => [...new Set(files)];

/** The manifest of a build, from Vite's manifest (`.vite/manifest.json`) and the build's services. */
export function pagesManifest(vite: Record<string, ManifestChunk>, services: ServiceConfig, pages: PortalPage[]): PagesManifest {
  // The portal's one stylesheet belongs to no chunk: the shell links it, and every page carries it.
  const stylesheets = Object.values(vite)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'));
  const built = pages.map((page) => ({ page, ...pageAssets(vite, page.modules, '') }));
  // Every page starts from the same entry: the shell's scripts and stylesheets are any page's.
  const first = built[0];
  if (!first) throw new Error('The page list is empty');
  const shell = { scripts: [first.entry, ...first.entryImports], stylesheets: unique([...stylesheets, ...first.entryCss]) };
  return {
    shell: { file: SHELL_FILE, ...shell },
    pagesDir: PAGES_DIR,
    pages: built.map(
      ({ page: { modules, ...page }, screens, screenModules, screenCss }): ManifestPage => ({
        ...page,
        pattern: routePattern(page.route),
        screens,
        scripts: [...shell.scripts, ...screenModules],
        stylesheets: unique([...shell.stylesheets, ...screenCss]),
      }),
    ),
    services: { config: services, problems: productionProblems(services), reportsEndpoint: reportsEndpoint(services) },
  };
}
