// The routes the size report measures: every page of the build's pages manifest
// (dist/pages/manifest.json, written by the portal's build for each route of its table: the
// HTML file, whether it is signed in, and the modules and stylesheets the HTML names), so the
// build, nginx and this report cannot disagree on which page loads what.
// Budgets, in bytes as a browser that takes Brotli gets them (every supported one, over HTTPS):
// every page an anonymous visitor can land on is held to /login's 135 KB (they all share its entry
// and are 125.8-134.3 KB today); the signed-in area, reached after signing in with the entry
// already cached, to 161 KB (148.7-159.9 KB today). They were 118 and 143 KB until the screens
// loaded through React Router's own `lazy` route property (issue 34): its data router, which
// `lazy` needs, adds 16 KB to the entry, and the one e-mail rule (valibot's) 1.5 KB, the
// HTTP client then being a chunk of its own beside the entry. Until issue 34 the limits counted the gzip twin (131 and
// 158 KB; then issue 34's one loading idea added 22.4 KB on /login/, from 107.7: the toasts,
// Radix's dialog, the lock dialog, the support form and the privacy policy come with the page
// instead of after it or on hover). tooling/budgets/README.md has the history.
// CSS at most 10 KB everywhere, carried in each page's HTML. Both were
// 10 KB lower while the HTTP client (10.5 KB) was a chunk fetched after the first screen: every
// page downloaded it anyway, uncounted, and a resident who lost the connection before it arrived
// could not sign in again without a reload in Safari.
// An anonymous page is also held to its requests before it is usable and their longest chain:
// its HTML names every module and stylesheet of its first screen, so one wave follows the HTML.
// 6-14 requests today. The signed-in pages print theirs.

/** The limits: KB of JS and CSS (Brotli as sent), and for anonymous pages requests and chain. */
export const BUDGETS = {
  anonymous: { js: 135, css: 10, requests: 18, chain: 2 },
  signedIn: { js: 161, css: 10 },
};

/** Each page of a build's pages manifest as the report measures it: its files and its budget. */
export function routesOf(pagesManifest) {
  return pagesManifest.pages.map((page) => ({
    path: page.notFound ? '* (cualquier otra)' : page.url,
    html: page.file,
    budget: page.signedIn ? BUDGETS.signedIn : BUDGETS.anonymous,
    files: { js: page.scripts, css: page.stylesheets },
  }));
}
