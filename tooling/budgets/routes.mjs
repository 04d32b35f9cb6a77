// The routes the size report measures: every page of the portal's page list (apps/portal
// config/pages.mjs: its HTML file and the lazy screens its first screen draws, `<package>:<file>`),
// so the build, nginx and this report cannot disagree on which page loads what.
// Budgets: every page an anonymous visitor can land on is held to /login's 108 KB (they all share
// its entry and are 97.7-107.5 KB today, since react-router's unused parts left the entry; the
// login screen's notices of a session that ended, the provider links' record of the tab that
// left and the inactivity clock added 1.3 KB, the answers' schemas (valibot) 1.3 KB, the service
// contract's safety (issue 32: the sign-in ticket, sign-out at the service, the provider start's
// S256 challenge, the 429 wait) 1.3 KB); the signed-in area, reached after signing in with the
// entry already cached, to 154 KB (140.9-153.3 KB today: the inactivity warning added 1.3 KB, the
// schemas 1.4 KB, the profile held beside the session 0.5 KB, the page layout 0.6 KB, issue 32's
// safety 0.8 KB), raised to 156 KB by issue 33 on /profileform (153.3 → 155.5 KB: the DNI shown
// with the support request 0.5 KB; the e-mail change's current-password field, ui-kit's password
// field, and its pending state 1.7 KB).
// CSS at most 10 KB everywhere, carried in each page's HTML. Both were
// 10 KB lower while the HTTP client (10.5 KB) was a chunk fetched after the first screen: every
// page downloaded it anyway, uncounted, and a resident who lost the connection before it arrived
// could not sign in again without a reload in Safari (see ui-kit's src/deferred/deferred-part.ts).
// An anonymous page is also held to its requests before it is usable and their longest chain:
// its HTML names every module and stylesheet of its first screen, so one wave follows the HTML.
// 6-18 requests today. The signed-in pages print theirs.
import { PAGES } from '@portal/app/pages';

const ANONYMOUS = { js: 108, css: 10, requests: 18, chain: 2 };
const SIGNED_IN = { js: 156, css: 10 };

const signedIn = (page) => page.screens.includes('portal:signed-in-layout');

export const ROUTES = PAGES.map((page) => ({
  path: page.notFound ? '* (cualquier otra)' : page.url,
  html: page.file,
  screens: page.screens,
  budget: signedIn(page) ? SIGNED_IN : ANONYMOUS,
}));
