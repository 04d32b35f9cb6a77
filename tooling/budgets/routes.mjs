// The routes the size report measures: every page of the portal's page list (apps/portal
// config/pages.mjs: its HTML file and the lazy screens its first screen draws, `<package>:<file>`),
// so the build, nginx and this report cannot disagree on which page loads what.
// Budgets: every page an anonymous visitor can land on is held to /login's 131 KB (they all share
// its entry and are 121.3-130.1 KB today, since react-router's unused parts left the entry; the
// login screen's notices of a session that ended, the provider links' record of the tab that
// left and the inactivity clock added 1.3 KB, the answers' schemas (valibot) 1.3 KB, the service
// contract's safety (issue 32: the sign-in ticket, sign-out at the service, the provider start's
// S256 challenge, the 429 wait) 1.3 KB; issue 34's one loading idea 22.4 KB on /login/, from 107.7:
// the toasts, Radix's dialog, the lock dialog, the support form and the privacy policy come with
// the page instead of after it or on hover, and until the shell composes the login page's own
// chunk the support form and the policy the shell hands to the login and registration screens sit
// in the entry, so every anonymous page carries them); the signed-in area, reached after signing in
// with the entry already cached, to 158 KB (145.1-157.5 KB today: the inactivity warning added
// 1.3 KB, the schemas 1.4 KB, the profile held beside the session 0.5 KB, the page layout 0.6 KB,
// issue 32's safety 0.8 KB, issue 33's account 2.2 KB and issue 34's static overlays 2.0 KB on /profileform).
// CSS at most 10 KB everywhere, carried in each page's HTML. Both were
// 10 KB lower while the HTTP client (10.5 KB) was a chunk fetched after the first screen: every
// page downloaded it anyway, uncounted, and a resident who lost the connection before it arrived
// could not sign in again without a reload in Safari.
// An anonymous page is also held to its requests before it is usable and their longest chain:
// its HTML names every module and stylesheet of its first screen, so one wave follows the HTML.
// 6-14 requests today. The signed-in pages print theirs.
import { PAGES } from '@portal/app/pages';

const ANONYMOUS = { js: 131, css: 10, requests: 18, chain: 2 };
const SIGNED_IN = { js: 158, css: 10 };

const signedIn = (page) => page.screens.includes('portal:signed-in-layout');

export const ROUTES = PAGES.map((page) => ({
  path: page.notFound ? '* (cualquier otra)' : page.url,
  html: page.file,
  screens: page.screens,
  budget: signedIn(page) ? SIGNED_IN : ANONYMOUS,
}));
