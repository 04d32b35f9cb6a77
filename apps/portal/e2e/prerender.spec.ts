import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SCRIPT_PENDING_TEXT } from '../src/prerender/script-pending-text';
import { ACCESS_LOG, arriveSignedIn, DEMO, expect, FAKE_ORIGIN, lastMailTo, test, typeCode } from './fixtures';
import { PAGES, visitUrl } from './pages';

// The anonymous pages arrive as HTML rendered by the build (config/prerender.ts) and are hydrated
// by the browser. `vite preview` serves only the client shell: these tests need nginx.
test.skip(process.env.E2E_SERVER === 'preview', 'vite preview serves the client shell for every path');

const PRERENDERED = PAGES.filter((page) => page.render === 'prerender');
const LOGIN_HEADING = 'Ingresá al Portal del Vecino';
const LOGIN_INTRO = 'Podés ingresar con tu cuenta de AFIP, ANSES o Mi Argentina, o con tu DNI a través de RENAPER.';
const PROVIDER_LINKS = ['Ingresar con AFIP', 'Ingresar con Mi Argentina', 'Ingresar con DNI (RENAPER)', 'Ingresar con ANSES'];
const NOT_FOUND = '¡Ups! No encontramos la página.';

/** What each prerendered page's first screen says (its h1), by route pattern. */
const HEADINGS: Record<string, string> = {
  '/': LOGIN_HEADING,
  '/login': LOGIN_HEADING,
  '/registrarse': 'Completá tus datos',
  '/forgotpassword': '¿Olvidaste tu contraseña?',
  '/ResendVerification': '¿No pudiste validar tu cuenta?',
  '/activar': 'Activando tu cuenta',
  '/restablecer': 'Elegí una contraseña nueva',
  '/confirmar-email': 'Confirmando tu nuevo e-mail',
  '/cancelar-email': 'Cancelando el cambio de e-mail',
  '/deshacer-email': 'Deshacé el cambio de e-mail',
  '/afipredirect/*': 'Ingresando con AFIP',
  '/ansesredirect/*': 'Ingresando con ANSES',
  '/miargentinaredirect/*': 'Ingresando con Mi Argentina',
  '/renaperredirect/*': 'Ingresando con RENAPER',
  '/notfound': NOT_FOUND,
  '*': NOT_FOUND,
};

/**
 * Every prerendered form, the fields a resident can type into before the script runs (the rest of
 * the registration waits for its DNI check), and the call that carries what was typed: sent by
 * the form's button, or, for the registration's DNI, by the screen itself.
 */
const EARLY_TYPING: {
  url: string;
  fields: [label: string, text: string][];
  submit?: string;
  call: string;
  body: Record<string, string>;
  /** What the screen then says about what was typed (the registration, its DNI check's answer). */
  answer?: string;
}[] = [
  ...['/', '/login/'].map((url) => ({
    url,
    fields: [
      ['DNI o e-mail', DEMO.dni],
      ['Contraseña', DEMO.password],
    ] as [string, string][],
    submit: 'INGRESAR',
    call: 'login/',
    body: { username: DEMO.dni, password: DEMO.password },
  })),
  {
    url: '/registrarse',
    fields: [['DNI', '41234567']],
    call: 'checkuser/',
    body: { dni: '41234567' },
    answer: 'Documento disponible. Ya podés completar tus datos.',
  },
  {
    url: '/forgotpassword',
    fields: [['E-mail', DEMO.email]],
    submit: 'ENVIAR',
    call: 'passwordreset/',
    body: { email: DEMO.email },
  },
  {
    url: '/ResendVerification',
    fields: [['E-mail', DEMO.email]],
    submit: 'ENVIAR',
    call: 'resendverification/',
    body: { email: DEMO.email },
  },
  {
    url: '/restablecer?token=enlace-de-prueba',
    fields: [
      ['Contraseña nueva', 'Nueva2024'],
      ['Confirmar contraseña', 'Nueva2024'],
    ],
    submit: 'GUARDAR CONTRASEÑA',
    call: 'passwordreset/confirm/',
    body: { token: 'enlace-de-prueba', password: 'Nueva2024' },
  },
];

// The console line of docs/product.md#identity-providers for a provider return without its code (the tests visit them bare).
const EXPECTED_ERRORS = [/^Error al obtener el token:/];

/**
 * Holds back every script of the page until released, as a slow line does: the page's HTML and
 * stylesheet arrive and paint, nothing hydrates.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Keeps the document's first h1 and #root's first element as the server sent them, before any
 * script runs, so that a test can tell hydration (the same nodes, now React's) from a fresh
 * render (new nodes).
 */
async function rememberServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const w = window as unknown as { __serverNodes?: Element[] };
      w.__serverNodes = [document.querySelector('h1'), document.getElementById('root')?.firstElementChild].filter(
        (node): node is Element => node !== null && node !== undefined,
      );
    });
  });
}

/** True once React owns the h1 the server sent (hydrated), false if it was replaced or is not React's yet. */
async function serverNodesHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const nodes = (window as unknown as { __serverNodes?: Element[] }).__serverNodes ?? [];
    const h1 = nodes[0];
    return (
      nodes.length > 0 &&
      nodes.every((node) => node.isConnected) &&
      h1 !== undefined &&
      Object.keys(h1).some((key) => key.startsWith('__reactFiber$'))
    );
  });
}

/** Sums every layout shift of the page from its first paint on (CLS without session windows). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number; __shifts: string[]; __since: number };
    w.__layoutShift = 0;
    w.__shifts = [];
    w.__since = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__layoutShift += entry.value;
        // The observer is told in a later task: a shift from before the list was emptied (the
        // web fonts swapping in) can arrive after it, and is not the page's own.
        if (entry.startTime < w.__since) continue;
        const at = (rect: DOMRectReadOnly) =>
          `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
        w.__shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? [])
            .map(
              (s) =>
                `${(s.node as Element | undefined)?.outerHTML?.slice(0, 60) ?? s.node?.nodeName} ${at(s.previousRect)} → ${at(s.currentRect)}`,
            )
            .join(' | ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('the HTML the server sends', () => {
  // One test reads every page (a step each, named by its route): reading a file needs no page of its own.
  test('every prerendered page carries its first screen, no inline script, every module it needs', async ({ request }) => {
    for (const page of PRERENDERED) {
      await test.step(`${page.route}: ${page.file}`, async () => {
        const where = `${page.route} (${page.file})`;
        const answer = await request.get(visitUrl(page));
        expect(answer.status(), where).toBe(page.notFound ? 404 : 200);
        const html = await answer.text();
        const heading = HEADINGS[page.route];
        if (!heading) throw new Error(`No heading listed for ${page.route}`);
        expect(html, where).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.?()]/g, '\\$&')}</h1>`));
        expect(html, where).toContain(`data-route="${page.route}"`);
        // Scripts only from files: the policy runs no inline script.
        expect(
          html.match(/<script\b[^>]*>/g)?.every((tag) => / src="\/assets\/[^"]+\.js"/.test(tag)),
          where,
        ).toBe(true);
        // Only the entry as a script; everything else the first screen runs is preloaded with it.
        expect(html.match(/<script\b/g), where).toHaveLength(1);
        expect(html, where).not.toMatch(/\sstyle="/);
        expect(html, where).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js" nonce="[0-9a-f]{32}">/);
        // The page paints from its HTML alone: its styles come inside it, with the answer's nonce,
        // and no stylesheet is a request of its own.
        expect(html, where).not.toMatch(/<link rel="stylesheet"/);
        const styles = [...html.matchAll(/<style nonce="[0-9a-f]{32}">([^<]+)<\/style>/g)].map((match) => match[1]);
        expect(styles, where).toHaveLength(1);
        // The build's server bundle named its vanilla-extract classes as the browser's did: each
        // class of the markup is styled by the page's own styles.
        const css = styles.join('');
        const classes = new Set([...html.matchAll(/ class="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' ')));
        expect(
          [...classes].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css)),
          `${where}: classes without a style`,
        ).toEqual([]);
      });
    }
  });

  test('the login page: heading, intro, provider links and an empty form whose button waits for the script', async ({ request }) => {
    for (const path of ['/', '/login/', '/login']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<title>Ingresar · Portal del Vecino</title>`);
      expect(html, path).toContain(LOGIN_INTRO);
      for (const link of PROVIDER_LINKS)
        expect(html, path).toMatch(new RegExp(`<a href="[^"]+login/"[^>]*>${link.replace(/[()]/g, '\\$&')}</a>`));
      expect(html, path).toMatch(/<input[^>]* name="username" value=""\/>/);
      expect(html, path).toMatch(/<input[^>]* name="password" value=""\/>/);
      expect(html, path).toMatch(/<button type="submit" disabled=""[^>]*>INGRESAR<\/button>/);
      expect(html, path).toContain('login-screen-');
    }
  });

  test('the signed-in pages and the login by service are the client shell, preloading their screens', async ({ request }) => {
    for (const page of PAGES.filter((p) => p.render === 'shell')) {
      const html = await (await request.get(page.url)).text();
      expect(html, page.url).toContain('<div id="root"></div>');
      expect(html, page.url).not.toContain(LOGIN_HEADING);
    }
    const dashboard = await (await request.get('/dashboard')).text();
    expect(dashboard).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/dashboard-screen-[^"]+\.js"/);
    expect(dashboard).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/signed-in-layout-[^"]+\.js"/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login page shows its heading, intro, provider links and form, and pressing it sends nothing', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/login/');
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
    await expect(page.getByText(LOGIN_INTRO)).toBeVisible();
    for (const link of PROVIDER_LINKS) await expect(page.getByRole('link', { name: link })).toBeVisible();
    await page.getByRole('textbox', { name: 'DNI o e-mail' }).fill(DEMO.dni);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeDisabled();
    await page.getByLabel('Contraseña', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'INGRESAR' }).click({ force: true });
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\/login\/$/);
    expect(requests.filter((url) => url.includes(DEMO.password) || url.includes('username='))).toEqual([]);
    expect(readFileSync(ACCESS_LOG, 'utf8')).not.toContain(DEMO.password);
    // No script will wake the button: after a while (its CSS delay, run to its end here) the page says so.
    const notice = page.getByRole('status').filter({ hasText: SCRIPT_PENDING_TEXT });
    await expect(notice).toBeHidden();
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) animation.finish();
    });
    await expect(notice).toBeVisible();
  });

  // One page visits every prerendered page in turn (a step each, named by its route).
  test('every prerendered page shows its first screen', async ({ page: browser }) => {
    for (const page of PRERENDERED) {
      await test.step(page.route, async () => {
        await browser.goto(visitUrl(page));
        await expect(browser.getByRole('heading', { level: 1, name: HEADINGS[page.route] }), page.route).toBeVisible();
      });
    }
  });
});

/**
 * Opens a page with its scripts held back until its HTML has painted and its web fonts have
 * swapped in (they do so whatever the script does), then lets the scripts run: the layout shifts
 * recorded from then on are hydration's, and those of what arrives after it.
 */
async function openThenHydrate(page: Page, url: string) {
  // What the services answer changes some screens at once (an activation's outcome replaces its
  // spinner): their calls are left unanswered, so that what is measured is the page's own.
  await page.route(`${FAKE_ORIGIN}/**`, () => {});
  await rememberServerNodes(page);
  await watchLayoutShifts(page);
  const release = await holdScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(async () => {
    // What is measured is hydration's own: Kanit, which the page puts in once it has hydrated
    // (ui-kit's useKanit; its swap is the web font tests' subject, below), is put in now, and
    // every weight loaded first (`fonts.ready` alone can settle before the page has asked for a
    // weight it uses), so that no swap is left to come.
    document.documentElement.setAttribute('data-kanit', '');
    await Promise.all(['400', '500', '600'].map((weight) => document.fonts.load(`${weight} 1em Kanit`)));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const w = window as unknown as { __shifts: string[]; __since: number };
    w.__shifts = [];
    w.__since = performance.now();
  });
  release();
  await expect.poll(() => serverNodesHydrated(page)).toBe(true);
}

test.describe('the web font', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const url of ['/login/', '/registrarse', '/forgotpassword']) {
    test(`${url}: Kanit arriving late moves nothing: the text waits in a fallback shaped to its measures`, async ({ page }) => {
      // A slow line: the page paints and hydrates in the fallback, then Kanit arrives.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\.woff2$/, async (route) => {
        await released;
        await route.continue();
      });
      await watchLayoutShifts(page);
      await rememberServerNodes(page);
      // The load event waits for the fonts.
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => serverNodesHydrated(page)).toBe(true);
      const fallback = await page.evaluate(() => document.fonts.check('400 1em Kanit'));
      expect(fallback, 'Kanit is held back, the page is drawn in the fallback').toBe(false);
      await page.evaluate(() => {
        const w = window as unknown as { __shifts: string[]; __since: number };
        w.__shifts = [];
        w.__since = performance.now();
      });
      release();
      await page.evaluate(async () => {
        await Promise.all(['400', '500', '600'].map((weight) => document.fonts.load(`${weight} 1em Kanit`)));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.fonts.check('400 1em Kanit'))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    });
  }
});

test.describe('Kanit after the scripts', () => {
  for (const url of ['/login/', '/registrarse']) {
    test(`${url}: the font files are asked for once the page works, never ahead of its scripts`, async ({ page }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (/\.woff2$/.test(request.url())) fonts.push(request.url());
      });
      const release = await holdScripts(page);
      await rememberServerNodes(page);
      // DOMContentLoaded waits for the held module scripts.
      await page.goto(url, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Drawn, and two frames later still no font asked for: the text is in the fallback.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(fonts, 'no font before the scripts').toEqual([]);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-kanit'))).toBe(false);

      release();
      await expect.poll(() => serverNodesHydrated(page)).toBe(true);
      await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-kanit'))).toBe(true);
      await expect.poll(() => fonts.length, 'Kanit asked for once hydrated').toBeGreaterThan(0);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check('400 1em Kanit'))).toBe(true);
    });
  }
});

test.describe('hydration', () => {
  for (const page of PRERENDERED) {
    test(`${page.route}: the server's markup is hydrated, not replaced, with no console error and nothing moving`, async ({
      page: browser,
      consoleErrors,
    }) => {
      // A provider's return, in the tab that left for that provider (as its login link records).
      const provider = /^\/(\w+)redirect\//.exec(page.url)?.[1];
      if (provider) {
        await browser.addInitScript((name) => {
          sessionStorage.setItem('providerSignInStarted', JSON.stringify({ provider: name, at: Date.now() }));
        }, provider);
      }
      await openThenHydrate(browser, visitUrl(page));
      // Let the page settle once hydrated: the toasts' region is drawn right after hydration, and
      // keen-slider arrives where the carousel shows. (No network idle: the services' calls are held.)
      await expect(browser.getByRole('region', { name: /^Notificaciones/ })).toBeAttached();
      // The notice for a script that never runs went with hydration.
      await expect(browser.getByText(SCRIPT_PENDING_TEXT)).toHaveCount(0);
      await browser.waitForTimeout(500);
      const shifts = await browser.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
      expect(shifts, 'layout shifts').toEqual([]);
      // The not-found page's own 404 status is a line on the browser's console.
      const expected = page.notFound ? [...EXPECTED_ERRORS, /status of 404/] : EXPECTED_ERRORS;
      expect(consoleErrors.filter((error) => !expected.some((pattern) => pattern.test(error)))).toEqual([]);
    });
  }

  test('/login/: every module of the first screen is named by the page, none waits for a second wave', async ({ page, request }) => {
    const html = await (await request.get('/login/')).text();
    const named = new Set([...html.matchAll(/ (?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
    await page.addInitScript(() => {
      // The moment the form's button is enabled: the page is hydrated and usable.
      new MutationObserver((_, observer) => {
        const button = document.querySelector('button[type="submit"]');
        if (button && !button.hasAttribute('disabled')) {
          (window as unknown as { __usableAt: number }).__usableAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
    });
    await page.goto('/login/');
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeEnabled();
    const before = await page.evaluate(() => {
      const usableAt = (window as unknown as { __usableAt: number }).__usableAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < usableAt && entry.name.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(before.length).toBeGreaterThan(1);
    expect(before.filter((path) => !named.has(path))).toEqual([]);
  });
});

test.describe('before the script runs', () => {
  test('what a resident types is kept, and signs in once the page is hydrated', async ({ page }) => {
    await rememberServerNodes(page);
    const release = await holdScripts(page);
    await page.goto('/login/', { waitUntil: 'commit' });
    const username = page.getByRole('textbox', { name: 'DNI o e-mail' });
    const password = page.getByLabel('Contraseña', { exact: true });
    await username.pressSequentially(DEMO.dni);
    await password.pressSequentially(DEMO.password);
    release();
    await expect.poll(() => serverNodesHydrated(page)).toBe(true);
    await expect(username).toHaveValue(DEMO.dni);
    await expect(password).toHaveValue(DEMO.password);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await expect(page.getByRole('group', { name: 'Código de verificación' })).toBeVisible();
    const { code } = await lastMailTo(page, DEMO.email);
    if (!code) throw new Error('The code e-mail carries no code');
    await typeCode(page, code);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  for (const form of EARLY_TYPING) {
    test(`${form.url}: every field typed into before the script keeps its text, shown and sent`, async ({ page }) => {
      await rememberServerNodes(page);
      const release = await holdScripts(page);
      await page.goto(form.url, { waitUntil: 'commit' });
      for (const [label, text] of form.fields) await page.getByLabel(label, { exact: true }).pressSequentially(text);
      // The registration's DNI check leaves on its own once the screen holds 8 digits: it is
      // watched for before the script can run.
      const sent = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(`/${form.call}`), {
        timeout: 10_000,
      });
      release();
      await expect.poll(() => serverNodesHydrated(page)).toBe(true);
      for (const [label, text] of form.fields) await expect(page.getByLabel(label, { exact: true })).toHaveValue(text);
      // What the form holds, not only what the fields show: the call carries it.
      if (form.submit) await page.getByRole('button', { name: form.submit }).click();
      expect((await sent).postDataJSON()).toEqual(form.body);
      if (form.answer) await expect(page.getByText(form.answer)).toBeVisible();
    });
  }

  test('the form is never submitted natively: Enter and the button do nothing until hydration', async ({ page }) => {
    const leaked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('username=') || request.url().includes(DEMO.password)) leaked.push(request.url());
    });
    const release = await holdScripts(page);
    await page.goto('/login/', { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'INGRESAR' });
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: 'DNI o e-mail' }).fill(DEMO.dni);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await page.getByLabel('Contraseña', { exact: true }).press('Enter');
    await submit.click({ force: true });
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(submit).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe('/login/');
    expect(leaked).toEqual([]);
  });
});

test.describe('a signed-in resident', () => {
  for (const path of ['/', '/login/']) {
    test(`who opens ${path} lands on the desktop, and the login form there is never hydrated`, async ({ page }) => {
      await arriveSignedIn(page);
      await rememberServerNodes(page);
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      // The server's page, until the script runs: its button cannot be pressed.
      await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeDisabled();
      release();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('navigation', { name: 'Escritorio' }).or(page.getByRole('button', { name: 'Abrir menú' }))).toBeVisible();
      await expect(page.getByRole('button', { name: 'INGRESAR' })).toHaveCount(0);
      expect(await serverNodesHydrated(page)).toBe(false);
    });
  }

  test('opening a signed-in page shows no login markup at any moment', async ({ page }) => {
    await arriveSignedIn(page);
    const release = await holdScripts(page);
    await page.goto('/reclamos', { waitUntil: 'commit' });
    await page.waitForTimeout(200);
    expect(await page.locator('#root').innerHTML()).toBe('');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'DNI o e-mail' })).toHaveCount(0);
  });
});
