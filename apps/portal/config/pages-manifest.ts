// The pages manifest: what the build wrote for each page of config/pages.mjs, and the services it
// was built for, as one JSON file in the build's output (`dist/pages/manifest.json`). The tooling
// that serves and measures a build (tooling/nginx, tooling/budgets) reads this file and never
// imports the app, so it describes the build it is given, not the source beside it.
//
// It lives under `pages/`, which nginx answers only through the pages' own locations (`internal`,
// as `.vite/` is).
import type { ServiceConfig } from '@portal/api-client';
import { type ManifestChunk, type Page, PAGES, PAGES_DIR, type PageRender, pageAssets, SHELL_FILE } from './pages.mjs';
import { productionProblems } from './services.mjs';

/** Where the build writes the manifest, in its output directory. */
export const PAGES_MANIFEST = `${PAGES_DIR}/manifest.json`;

/**
 * The file's shape. Every path of a file is relative to the build's output directory (`assets/…`,
 * `pages/login.html`); a page's HTML names the same file at `/` + path.
 */
export interface PagesManifest {
  /** The client shell as Vite wrote it (`index.html`): the entry, its static imports, the stylesheet. */
  shell: { file: string; scripts: string[]; stylesheets: string[] };
  /** The directory of the pages' HTML files. */
  pagesDir: string;
  /** One per page of config/pages.mjs, in its order. */
  pages: ManifestPage[];
  services: ManifestServices;
}

interface ManifestPage {
  /** The route table's pattern (`/login`, `/afipredirect/*`, `*` for the not-found page). */
  route: string;
  /**
   * The paths the browser's router draws the route at, as a regular expression matched without
   * regard to case (nginx's `location ~*`): any trailing slashes, `:param` one segment, `*` anything.
   */
  pattern: string;
  /** The page's HTML file. */
  file: string;
  /** The address the build rendered it at (`/login/`; `/no-existe` for the not-found page). */
  url: string;
  /** `prerender`: the first screen is in the HTML; `shell`: the client draws it. */
  render: PageRender;
  /** Drawn inside the signed-in layout: reached after signing in. */
  signedIn: boolean;
  /** The page of every address no route draws, answered with status 404. */
  notFound: boolean;
  /** Answered without a referrer (its query carries a provider's one-time code). */
  noReferrer: boolean;
  /** The lazy screens of its first screen (`<package>:<file>`) and each one's own chunk. */
  screens: { id: string; script: string }[];
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
export function pagesManifest(vite: Record<string, ManifestChunk>, services: ServiceConfig, pages: Page[] = PAGES): PagesManifest {
  // The portal's one stylesheet belongs to no chunk: the shell links it, and every page carries it.
  const stylesheets = Object.values(vite)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'));
  const built = pages.map((page) => ({ page, ...pageAssets(vite, page, '') }));
  // Every page starts from the same entry: the shell's scripts and stylesheets are any page's.
  const first = built[0];
  if (!first) throw new Error('The page list is empty');
  const shell = { scripts: [first.entry, ...first.entryImports], stylesheets: unique([...stylesheets, ...first.entryCss]) };
  return {
    shell: { file: SHELL_FILE, ...shell },
    pagesDir: PAGES_DIR,
    pages: built.map(
      ({ page, screens, screenModules, screenCss }): ManifestPage => ({
        route: page.route,
        pattern: routePattern(page.route),
        file: page.file,
        url: page.url,
        render: page.render,
        signedIn: page.signedIn,
        notFound: page.notFound === true,
        noReferrer: page.noReferrer === true,
        screens: screens.map(({ id, module }) => ({ id, script: module })),
        scripts: [...shell.scripts, ...screenModules],
        stylesheets: unique([...shell.stylesheets, ...screenCss]),
      }),
    ),
    services: { config: services, problems: productionProblems(services) },
  };
}
