// What a signed-in resident waits for on the slow line: the demo resident signs in through the
// screens (password, then the mailed code, typed READING_MS after the code step shows), and the
// bench times, in the page's own clock, from the code's answer (doublefactor/) to the desktop
// showing the licence and the claims, then from each click in the navigation to the next screen's
// content; with each request of that wait (its start and end relative to the click or the answer),
// so a waterfall shows a request that waited for another it does not need. The browser part is here; the pure functions that turn the page's
// resource timings into a waterfall and the runs into medians are in signed-in-report.mjs.
import { slowPage } from './slow-line.mjs';

/**
 * What each screen shows once its data is there (not its loading state): every mark must be in
 * the page. A mark is a CSS selector, and the text one of its elements must contain when given;
 * no two screens share them all, so the screen left behind never passes for the next.
 */
const SCREENS = {
  desktop: [
    { selector: 'main h1', text: 'Hola,' },
    { selector: 'main a', text: 'Ver mi licencia' },
    { selector: 'main ul[aria-label="Reclamos más recientes"] li' },
  ],
  claims: [{ selector: 'main h1', text: 'Mis reclamos' }, { selector: 'main ul[aria-label="Reclamos"] li' }],
  licence: [{ selector: 'main h1', text: 'Licencia de conducir' }, { selector: 'main dl dt' }],
  profile: [
    { selector: 'main h2', text: 'Tus datos' },
    { selector: 'main h3', text: 'Documento' },
  ],
};

/**
 * The navigations timed after the desktop, in order: each opens the drawer (the phone's side
 * navigation) or the account menu, then clicks its entry; the time runs from that click.
 */
const NAVIGATIONS = [
  { label: 'escritorio → Mis reclamos', menu: 'drawer', entry: 'Reclamos', screen: 'claims' },
  { label: 'Mis reclamos → Licencia', menu: 'drawer', entry: 'Licencia de conducir', screen: 'licence' },
  { label: 'Licencia → Perfil', menu: 'account', entry: 'Editar perfil', screen: 'profile' },
  { label: 'Perfil → escritorio', menu: 'drawer', entry: 'Escritorio', screen: 'desktop' },
];

/**
 * How long after the code step shows the resident starts typing the code: the mail has to arrive,
 * be opened and read (the code step's own text says to look for it). The signed-in area's code is
 * fetched meanwhile (issue 50: "while the resident reads the mail and types the code"); typed at
 * once, as the bench did before, the fetch shared the slow line with the code's answer and the
 * data, a race no resident runs.
 */
const READING_MS = 5_000;
const POLL_MS = 50;
const TIMEOUT_MS = 90_000;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs before the page's scripts: the time of every click (capture phase on the window, so no
 * handler hides it), and a watch, frame by frame, for the marks the bench names in
 * `window.__benchWanted`; the first frame in which all are there is `window.__benchShownAt`.
 */
function installWatch() {
  addEventListener(
    'click',
    () => {
      window.__benchClickAt = performance.now();
    },
    true,
  );
  const present = ({ selector, text }) =>
    [...document.querySelectorAll(selector)].some((element) => text === undefined || element.textContent.includes(text));
  const look = () => {
    const wanted = window.__benchWanted;
    if (wanted && window.__benchShownAt === undefined && wanted.every(present)) window.__benchShownAt = performance.now();
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Starts watching for `marks` (a screen's), forgetting what the previous watch found. */
function watchFor(page, marks) {
  return page.evaluate((wanted) => {
    window.__benchShownAt = undefined;
    window.__benchWanted = wanted;
  }, marks);
}

/** Waits until the watched marks are shown: their time in the page's clock. */
async function shownAt(page, what) {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const at = await page.evaluate(() => window.__benchShownAt);
    if (at !== undefined) return at;
    if (Date.now() > deadline) throw new Error(`en ${TIMEOUT_MS / 1000} s no se vio ${what}`);
    await sleep(POLL_MS);
  }
}

/** Every request of the page so far, as the browser timed them (`PerformanceResourceTiming`). */
function resourceTimings(page) {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map(({ name, initiatorType, startTime, responseEnd }) => ({
      name,
      initiatorType,
      startTime,
      responseEnd,
    })),
  );
}

/** The fake services' newest mail to `to` with a code (their developer mailbox). */
async function mailedCode(fakeOrigin, to) {
  const mails = await (await fetch(`${fakeOrigin}/__dev/mailbox`)).json();
  const code = mails.filter((mail) => mail.to === to && mail.code).at(-1)?.code;
  if (!code) throw new Error(`no llegó el código a ${to}`);
  return code;
}

/** Types the code into its four boxes, each key once the one before it shows, as a person does. */
async function typeCode(page, code) {
  await page.getByRole('textbox', { name: 'Dígito 1 de 4', exact: true }).click();
  for (const [index, digit] of [...code].entries()) {
    await page.keyboard.press(digit);
    // The fourth digit sends the code: the boxes are not waited for after it.
    if (index === code.length - 1) break;
    const box = page.getByRole('textbox', { name: `Dígito ${index + 1} de 4`, exact: true });
    const deadline = Date.now() + TIMEOUT_MS;
    while ((await box.inputValue()) !== digit) {
      if (Date.now() > deadline) throw new Error('el código no se pudo escribir');
      await sleep(POLL_MS);
    }
  }
}

/** Opens the drawer or the account menu, then clicks `entry` in it. */
async function follow(page, { menu, entry }, resident) {
  if (menu === 'drawer') {
    await page.getByRole('button', { name: 'Abrir menú', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: entry }).click();
  } else {
    await page.getByRole('button', { name: `${resident.firstName} ${resident.lastName}` }).click();
    await page.getByRole('menuitem', { name: entry, exact: true }).click();
  }
}

/**
 * One signed-in journey on the slow line in a fresh browser context: the fake services reset (the
 * codes a sign-in mails are limited per address), the demo resident signed in through the
 * screens, then NAVIGATIONS. Returns the page's resource timings and, in its clock, the code's
 * answer, when the desktop was shown, and each navigation's click and shown time; the report
 * (signed-in-report.mjs) makes figures and waterfalls of them.
 */
export async function signedInJourney(browser, { portalOrigin, fakeOrigin }) {
  const reset = await fetch(`${fakeOrigin}/__dev/reset`, { method: 'POST' });
  if (!reset.ok) throw new Error(`los servicios simulados no se restablecieron (${reset.status})`);
  // The seed's demo resident, as `npm start` prints it; imported here, once the bench has built it.
  const { DEMO_RESIDENT: resident } = await import('@portal/fake-services');
  const { context, page } = await slowPage(browser);
  try {
    await page.addInitScript(installWatch);
    await page.goto(`${portalOrigin}/login/`, { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'DNI o e-mail', exact: true }).fill(String(resident.dni));
    await page.getByLabel('Contraseña', { exact: true }).fill(resident.password);
    await page.getByRole('button', { name: 'INGRESAR', exact: true }).click();
    await page.getByRole('group', { name: 'Código de verificación' }).waitFor({ state: 'visible' });
    await watchFor(page, SCREENS.desktop);
    const code = await mailedCode(fakeOrigin, resident.email);
    await sleep(READING_MS);
    await typeCode(page, code);
    const desktopAt = await shownAt(page, 'el escritorio con la licencia y los reclamos');
    const navigations = [];
    for (const navigation of NAVIGATIONS) {
      await watchFor(page, SCREENS[navigation.screen]);
      await follow(page, navigation, resident);
      const shown = await shownAt(page, `la pantalla de ${navigation.label}`);
      navigations.push({ label: navigation.label, clickAt: await page.evaluate(() => window.__benchClickAt), shownAt: shown });
    }
    return { desktopAt, navigations, resources: await resourceTimings(page) };
  } finally {
    await context.close();
  }
}
