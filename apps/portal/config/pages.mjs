// The portal's pages: for every route of the route table (apps/portal/src/routing/app-routes.tsx),
// the HTML file the build writes for it, the lazy screens its first screen draws, and whether that
// file carries the screen rendered at build time or only the client shell. The build (prerender
// and modulepreload, config/prerender.ts) and the tests read this one list; the build fails when a
// route of the table has no page here. The tooling that serves and measures the build (nginx, the
// budgets) reads what the build wrote for it instead, the pages manifest (config/pages-manifest.ts).
import { PROVIDERS } from '@portal/api-client';

/**
 * `prerender`: the anonymous first screen as HTML, hydrated by the browser.
 * `shell`: no screen in the HTML (the client renders it): the signed-in area, whose screens
 * depend on the resident, and the service login, whose screen depends on its token.
 */
export const RENDER = { prerender: 'prerender', shell: 'shell' };

/** Where the build writes the pages, under the build's output directory. */
export const PAGES_DIR = 'pages';

/** The client shell with the entry only: `/index.html`, and the fallback of `vite preview`. */
export const SHELL_FILE = 'index.html';

const SIGNED_IN_LAYOUT = 'portal:signed-in-layout';

const page = (route, name, screens, render, extra = {}) => ({
  route,
  file: `${PAGES_DIR}/${name}.html`,
  screens,
  render,
  // The address the build renders the page at: the route itself, a splat left empty.
  url: route.replace(/\*$/, ''),
  // Drawn inside the signed-in layout: reached after signing in, with the entry already cached.
  signedIn: screens.includes(SIGNED_IN_LAYOUT),
  ...extra,
});

/**
 * `route` is the route table's own pattern (the leaf route's `path`), which the browser matches
 * again before hydrating (`routeKey`); `screens` name lazy chunks as `screenId` does
 * (`<package>:<file>` of a package's dist, `portal:<file>` of the shell's src).
 */
export const PAGES = [
  page('/', 'home', ['auth-flow:login-screen'], RENDER.prerender, { url: '/' }),
  page('/login', 'login', ['auth-flow:login-screen'], RENDER.prerender, { url: '/login/' }),
  page('/registrarse', 'registrarse', ['registration:registration-screen'], RENDER.prerender),
  page('/forgotpassword', 'forgotpassword', ['recovery:forgot-password-screen'], RENDER.prerender),
  page('/ResendVerification', 'resend-verification', ['recovery:resend-verification-screen'], RENDER.prerender),
  page('/activar', 'activar', ['recovery:activation-screen'], RENDER.prerender),
  page('/restablecer', 'restablecer', ['recovery:reset-password-screen'], RENDER.prerender),
  page('/confirmar-email', 'confirmar-email', ['profile:email-confirmation-screen'], RENDER.prerender),
  // The provider's one-time code arrives in the query: never sent on as a referrer.
  ...PROVIDERS.map((provider) =>
    page(`/${provider}redirect/*`, `${provider}redirect`, ['auth-flow:provider-return-screen'], RENDER.prerender, {
      noReferrer: true,
    }),
  ),
  page('/notfound', 'notfound', ['portal:not-found-screen'], RENDER.prerender),
  // Any other address: the not-found page, answered with status 404. Rendered at an address no
  // route claims (the build checks that it lands on this route).
  page('*', '404', ['portal:not-found-screen'], RENDER.prerender, { url: '/no-existe', notFound: true }),
  page('/login/:token', 'service-login', ['auth-flow:service-login-route'], RENDER.shell, { url: '/login/servicio' }),
  page('/dashboard', 'dashboard', [SIGNED_IN_LAYOUT, 'claims:dashboard-screen'], RENDER.shell),
  page('/reclamos', 'reclamos', [SIGNED_IN_LAYOUT, 'claims:claims-list-screen'], RENDER.shell),
  page('/licencia', 'licencia', [SIGNED_IN_LAYOUT, 'claims:licence-screen'], RENDER.shell),
  page('/perfil', 'perfil', [SIGNED_IN_LAYOUT, 'profile:profile-page'], RENDER.shell),
  page('/profileform', 'profileform', [SIGNED_IN_LAYOUT, 'profile:profile-form'], RENDER.shell),
];

// --- The build manifest → what each page's HTML names -------------------------------------------

/**
 * `../../packages/auth-flow/dist/login/login-screen.js` → `auth-flow:login-screen`;
 * `src/signed-in/signed-in-layout.tsx` → `portal:signed-in-layout`: how `screens` name a lazy chunk.
 */
export function screenId(key) {
  const inPackage = /packages\/([^/]+)\/dist\/(?:.*\/)?([^/]+?)(?:-[A-Za-z0-9_-]{8})?\.[cm]?js$/.exec(key);
  if (inPackage) return `${inPackage[1]}:${inPackage[2]}`;
  const inShell = /^src\/(?:.*\/)?([^/]+)\.[jt]sx?$/.exec(key);
  if (inShell) return `portal:${inShell[1]}`;
  return key;
}

/** Manifest keys in the order the browser needs them: each key, then what it imports statically. */
function staticImports(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * What a page's first screen needs from the build (`manifest`: Vite's `.vite/manifest.json`): the
 * entry with its static imports (Vite writes those into the shell already), and the page's lazy
 * screen chunks with theirs, which the page adds as `modulepreload` so that the browser fetches
 * them with the entry instead of after it. Paths are URLs under `base` (`/assets/…`; with `''`,
 * paths in the build's output directory). `screens`: each of the page's screens with its own chunk.
 */
export function pageAssets(manifest, page, base = '/') {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  const byScreen = new Map();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isDynamicEntry) byScreen.set(screenId(key), key);
  const missing = page.screens.filter((screen) => !byScreen.has(screen));
  if (missing.length > 0) throw new Error(`${page.route}: no chunk in the build for ${missing.join(', ')}`);

  const entryKeys = staticImports(manifest, [entryKey]);
  const screenKeys = staticImports(
    manifest,
    page.screens.map((screen) => byScreen.get(screen)),
  ).filter((key) => !entryKeys.includes(key));
  const url = (file) => `${base}${file}`;
  const cssOf = (keys) => [...new Set(keys.flatMap((key) => manifest[key].css ?? []))].map(url);
  const entryCss = cssOf(entryKeys);
  return {
    entry: url(manifest[entryKey].file),
    entryImports: entryKeys.slice(1).map((key) => url(manifest[key].file)),
    entryCss,
    screens: page.screens.map((id) => ({ id, module: url(manifest[byScreen.get(id)].file) })),
    screenModules: screenKeys.map((key) => url(manifest[key].file)),
    screenCss: cssOf(screenKeys).filter((file) => !entryCss.includes(file)),
  };
}
