// The slow-line benchmark: Debian's Chromium through playwright-core, the network emulated over
// CDP as a slow mobile line (400 ms round trip, 400 kbit/s down and up), the cache disabled, a
// fresh context for every run. It measures, from the navigation, when a page's form accepts
// typing as a person feels it: the field is visible and editable, and a key typed there lands
// in it and is still there, in React's hands, once the page has settled. For the floor page,
// when its one element is there.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './lighthouse.mjs';

const SLOW_LINE = {
  latency: 400, // ms, added to every request: the round trip
  downloadThroughput: 400_000 / 8, // bytes per second
  uploadThroughput: 400_000 / 8,
};
// Lighthouse's mobile screen (a Moto G Power), so both benchmarks lay the page out alike.
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'es-AR',
  // The bench's own self-signed certificate for 127.0.0.1 (certificate.mjs).
  ignoreHTTPSErrors: true,
};
// The page has settled once it has loaded and no request has been under way for this long.
const QUIET_MS = 1000;
const POLL_MS = 50;
/**
 * How long a key may look missing before it counts as lost. Seen on /registrarse: one frame
 * (about 15 ms) between React owning the DNI field and React holding the digit typed before it.
 */
const LOST_GRACE_MS = 300;
const TIMEOUT_MS = 90_000;

export function launch(executablePath) {
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}

/** A page in a fresh context with the phone's screen, on the slow line, its cache disabled. */
export async function slowPage(browser) {
  const context = await browser.newContext(PHONE);
  context.setDefaultTimeout(TIMEOUT_MS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_LINE });
  return { context, page };
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Requests under way and the last time one started or ended, to tell when the page has settled. */
function watchNetwork(page) {
  const state = { inFlight: 0, lastChange: Date.now(), loaded: false };
  const change = (delta) => () => {
    state.inFlight += delta;
    state.lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  page.on('load', () => {
    state.loaded = true;
  });
  return state;
}

/** Milliseconds from the navigation until `selector` is in the page (the floor's element). */
export async function timeToElement(browser, url, selector) {
  const { context, page } = await slowPage(browser);
  try {
    await page.addInitScript((wanted) => {
      // Runs before the page's own scripts: notes the moment the element is inserted.
      new MutationObserver((_, observer) => {
        if (!document.querySelector(wanted)) return;
        window.__benchShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, selector);
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(selector).waitFor({ state: 'visible' });
    const ms = await page.evaluate(() => window.__benchShownAt);
    // The floor works the moment its element is there.
    return { ms, worksMs: ms };
  } finally {
    await context.close();
  }
}

/**
 * What the field holds and whether React holds the same: React DOM keeps an element's props on
 * it under `__reactProps$<id>` (an internal name, stable since React 17); a controlled field's
 * `value` there is React's state. `owned` is false for markup React has not taken over.
 */
function fieldState(field) {
  return field.evaluate((element) => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
    return { value: element.value, owned: Boolean(key), reactValue: key ? element[key].value : undefined };
  });
}

/** The key is lost when the field no longer shows it, or React's state for the field differs. */
export function keyIsLost(state, key) {
  return state.value !== key || (state.owned && state.reactValue !== undefined && state.reactValue !== key);
}

/** Waits until the field is visible and editable, then types `key` into it (after emptying it). */
async function typeWhenEditable(page, field, key) {
  const deadline = Date.now() + TIMEOUT_MS;
  await field.waitFor({ state: 'visible' });
  while (!(await field.isEditable())) {
    if (Date.now() > deadline) throw new Error('el campo nunca se pudo editar');
    await sleep(POLL_MS);
  }
  if ((await field.inputValue()) !== '') await field.fill('');
  await field.press(key);
  // Set by the page's own input listener (below) when the character arrived.
  return page.evaluate(() => window.__benchInputAt);
}

/**
 * Milliseconds from the navigation until the field labelled `label` accepts typing: the time the
 * page received the key that stayed; and (`worksMs`) until the form works, React holding its
 * fields (hydrated: its button answers). A key typed too early (the field replaced or emptied when
 * React takes over, or React's state not following it, for longer than LOST_GRACE_MS) is typed
 * again, and the time is that of the later key. Watched until the page has settled (loaded, no request for QUIET_MS) with
 * the field in React's hands.
 */
export async function timeToTyping(browser, url, label, key = '3') {
  const { context, page } = await slowPage(browser);
  try {
    await page.addInitScript(() => {
      // Capture phase on the window: the page's handlers cannot hide the event from it.
      addEventListener(
        'input',
        () => {
          window.__benchInputAt = performance.now();
        },
        true,
      );
      // The first frame in which React holds the form's fields (its props on the element): from
      // then on the form works, its button included.
      const look = () => {
        const field = document.querySelector('#root form input');
        if (field && Object.keys(field).some((name) => name.startsWith('__reactProps$'))) window.__benchWorksAt = performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const network = watchNetwork(page);
    const deadline = Date.now() + TIMEOUT_MS;
    await page.goto(url, { waitUntil: 'commit' });
    const field = page.getByLabel(label, { exact: true });
    let typedAt = await typeWhenEditable(page, field, key);
    let typedWallClock = Date.now();
    let attempts = 1;
    /** When the key was first seen missing, if it still is. */
    let missingSince = null;
    for (;;) {
      if (Date.now() > deadline) {
        throw new Error(`${url}: en ${TIMEOUT_MS / 1000} s la página no se aquietó o React no tomó el campo «${label}»`);
      }
      const state = await fieldState(field);
      if (keyIsLost(state, key)) {
        missingSince ??= Date.now();
        // Taking a field over, React holds it empty for a frame before the text typed into the
        // HTML is handed to it: only a key still missing LOST_GRACE_MS later is lost.
        if (Date.now() - missingSince < LOST_GRACE_MS) {
          await sleep(POLL_MS);
          continue;
        }
        typedAt = await typeWhenEditable(page, field, key);
        typedWallClock = Date.now();
        attempts += 1;
        missingSince = null;
        continue;
      }
      missingSince = null;
      const now = Date.now();
      // Markup React has not taken over yet may still be replaced: the watch goes on until it has.
      const settled =
        state.owned && network.loaded && network.inFlight === 0 && now - network.lastChange >= QUIET_MS && now - typedWallClock >= QUIET_MS;
      if (settled) return { ms: typedAt, attempts, worksMs: await page.evaluate(() => window.__benchWorksAt) };
      await sleep(POLL_MS);
    }
  } finally {
    await context.close();
  }
}
