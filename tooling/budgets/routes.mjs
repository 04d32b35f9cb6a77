// The routes the size report measures: every page of the build's pages manifest (written by the
// portal's build for each route of its table: the HTML file, whether it is signed in, and the
// modules and stylesheets the HTML names), so the build, nginx and this report cannot disagree on
// which page loads what.
// Budgets, in bytes as a browser that takes Brotli gets them (every supported one, over HTTPS):
// every page an anonymous visitor can land on is held to /login's limit, since they all share its
// entry (React, React Router's data router, which the screens' `lazy` routes need, and the HTTP
// client with its answer checks, fetched beside it so that a lost connection never leaves a
// resident unable to sign in without a reload); the signed-in area, reached after signing in with
// the entry already cached, to a larger one (the signed-in layout, the inactivity warning, the
// profile). The router's data features the signed-in screens load their data with (loader data,
// <Await>, fetchers, revalidation, middleware) live in its modules, which every page loads. CSS at most 10 KB everywhere, carried in each page's HTML. The limits sit just above
// what the pages weigh, so that a change that adds to every page is seen and decided on, not let
// through; the report prints each page's figure.
// An anonymous page is also held to its requests before it is usable and their longest chain:
// its HTML names every module and stylesheet of its first screen, so one wave follows the HTML.
// The signed-in pages print theirs.

// The signed-in limit rose from 163 to 164 KB with what every page gained in December 2026 (the
// privacy policy's section on the technical reports, the client's renewal of an expired token
// before a call, the e-mail undo's provider links in the route table): /profileform, the heaviest,
// weighs 163.2 KB.
// The anonymous limit rose from 137 to 138 KB in December 2026, when every page's service calls
// moved into route actions and loaders (issue 50): the stores' service logic left the pages, but
// what every page gained outweighed it by a few bytes: the client's report of a call answered 5xx
// (the reports to the city, issue 51), the signed-in reads' one-minute cache and the token's DNI
// in the route table (the licence and the claims asked for beside userprofile/), the sign-out
// route and the fetch of the signed-in code from the password's submission. /login weighs 137.0 KB.
// The provider return pages carry more than /login: the question a provider sign-in asks when a
// Nivel 1 account holds the DNI, with that account's password, mailed code and lock (R17), drawn
// as soon as the service answers, without another download on a slow line.

/** The limits: KB of JS and CSS (Brotli as sent), and for anonymous pages requests and chain. */
export const BUDGETS = {
  anonymous: { js: 138, css: 10, requests: 18, chain: 2 },
  providerReturn: { js: 139, css: 10, requests: 18, chain: 2 },
  signedIn: { js: 164, css: 10 },
};

/** A provider's return page: `/afipredirect/`, `/ansesredirect/`… */
const PROVIDER_RETURN = /^\/[a-z]+redirect\/$/;

/** Each page of a build's pages manifest as the report measures it: its files and its budget. */
export function routesOf(pagesManifest) {
  return pagesManifest.pages.map((page) => ({
    path: page.notFound ? '* (cualquier otra)' : page.url,
    html: page.file,
    budget: page.signedIn ? BUDGETS.signedIn : PROVIDER_RETURN.test(page.url) ? BUDGETS.providerReturn : BUDGETS.anonymous,
    files: { js: page.scripts, css: page.stylesheets },
  }));
}
