import type { Page, Request } from '@playwright/test';
import { setFault, withoutRefreshRetries } from './faults-helpers';
import {
  arriveSignedIn,
  DEMO,
  expect,
  expectNoAxeViolations,
  FAKE_ORIGIN,
  lastMailTo,
  PORTAL_ORIGIN,
  refreshWith,
  signInOverApi,
  test,
  typeCode,
  typeCredentials,
} from './fixtures';

// Expected on the console: the browser's own line for a provoked 4xx/5xx, and the two
// messages of docs/product.md#identity-providers for a provider return that cannot be used.
// Anything else fails the test.
const expected = [
  // 404: the licence of a resident who has none (Julián, once linked at Nivel 2); 403: the lock
  // that five wrong passwords in the linking choice bring.
  /Failed to load resource: the server responded with a status of (400|401|403|404|500)/,
  // A dropped line, made on purpose.
  /Failed to load resource: net::ERR_FAILED/,
  /^Error al obtener el token:/,
  /^Error al realizar el dispatch:/,
];

test.afterEach(({ consoleErrors }) => {
  expect(consoleErrors.filter((e) => !expected.some((pattern) => pattern.test(e)))).toEqual([]);
});

const PROVIDERS = [
  { provider: 'afip', button: 'Ingresar con AFIP' },
  { provider: 'miargentina', button: 'Ingresar con Mi Argentina' },
  { provider: 'renaper', button: 'Ingresar con DNI (RENAPER)' },
  { provider: 'anses', button: 'Ingresar con ANSES' },
] as const;

const HANDOFF = new RegExp(`^${FAKE_ORIGIN}/servicios/habilitaciones/login/[A-Za-z0-9]+$`);
const ERROR_HEADING = { level: 1, name: 'No pudimos completar tu ingreso' } as const;

/** Counts the browser's requests to an auth-service path (e.g. 'afipredirect/'). */
function countAuthCalls(page: Page, path: string) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/auth/${path}`) seen.push(request);
  });
  return {
    get count() {
      return seen.length;
    },
    seen,
  };
}

async function storedSession(page: Page) {
  return page.evaluate(() => ({
    isLoggedIn: localStorage.getItem('isLoggedIn'),
    access: localStorage.getItem('lgac'),
    refresh: localStorage.getItem('lgrf'),
  }));
}

async function expectNothingStored(page: Page) {
  const session = await storedSession(page);
  expect(session.isLoggedIn).not.toBe('true');
  expect([null, 'null']).toContain(session.access);
  expect([null, 'null']).toContain(session.refresh);
}

/**
 * A provider return address straight from the fake provider's page, as its button would send it,
 * for a sign-in someone else began with a challenge of their own (the service needs one, R7).
 */
async function providerReturnUrl(page: Page, provider: string): Promise<URL> {
  const start = new URLSearchParams({ code_challenge: 'A'.repeat(43), code_challenge_method: 'S256' });
  const html = await (await page.request.get(`${FAKE_ORIGIN}/auth/${provider}login/?${start}`)).text();
  const href = /href="([^"]*redirect\/\?[^"]*)"/.exec(html)?.[1];
  if (!href) throw new Error('The provider page has no return link');
  return new URL(href.replaceAll('&amp;', '&'));
}

/**
 * Leaves the portal for a provider as a resident does (the login screen's link, so this tab
 * records that it started it) and returns the address the provider's page would send the browser
 * back to, without following it.
 */
async function leaveForProvider(page: Page, provider: (typeof PROVIDERS)[number]['provider']): Promise<URL> {
  const button = PROVIDERS.find((entry) => entry.provider === provider)?.button ?? '';
  await page.goto('/login/');
  await page.getByRole('link', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_ORIGIN}/auth/${provider}login/`));
  const href = await page.getByRole('link', { name: /^Ingresar como / }).getAttribute('href');
  if (!href) throw new Error('The provider page has no return link');
  return new URL(href, page.url());
}

for (const { provider, button } of PROVIDERS) {
  test(`${provider}: the provider's page signs the resident in and the portal lands on /dashboard`, async ({ page }) => {
    const redirects = countAuthCalls(page, `${provider}redirect/`);
    await page.goto('/login/');
    await page.getByRole('link', { name: button }).click();
    await expect(page).toHaveURL(new RegExp(`^${FAKE_ORIGIN}/auth/${provider}login/`));
    await page.getByRole('link', { name: /^Ingresar como / }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const session = await storedSession(page);
    expect(session.isLoggedIn).toBe('true');
    expect(session.access).toMatch(/\S{8,}/);
    expect(session.refresh).toMatch(/\S{8,}/);
    expect(redirects.count).toBe(1);
  });
}

test('a sign-in started at /login/habilitaciones ends at the service with a fresh alpha', async ({ page }) => {
  const alphas = countAuthCalls(page, 'newalpha/');
  await page.goto('/login/habilitaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresá a Habilitaciones' })).toBeVisible();
  await expect(page).toHaveTitle('Ingresá a Habilitaciones · Portal del Vecino');
  await expect(page.getByText('Otros proveedores')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Ingresar con AFIP' }).click();
  await page.getByRole('link', { name: /^Ingresar como / }).click();

  await expect(page).toHaveURL(HANDOFF);
  await expect(page.getByRole('heading', { name: 'Habilitaciones: sesión iniciada' })).toBeVisible();
  expect(alphas.count).toBe(1);
});

test('a password sign-in started at /login/habilitaciones ends at the service as well', async ({ page }) => {
  await page.goto('/login/habilitaciones');
  await page.getByRole('link', { name: 'Ingresá con tu DNI o e-mail' }).click();
  await expect(page).toHaveURL(/\/login\/$/);
  await typeCredentials(page, DEMO.dni, DEMO.password);
  await expect(page.getByRole('group', { name: 'Código de verificación' })).toBeVisible();
  await typeCode(page, (await lastMailTo(page, DEMO.email)).code ?? '');
  await expect(page).toHaveURL(HANDOFF);
  await expect(page.getByRole('heading', { name: 'Habilitaciones: sesión iniciada' })).toBeVisible();
});

test('a signed-in resident at /login/habilitaciones is handed off at once', async ({ page }) => {
  await arriveSignedIn(page, DEMO, '/login/habilitaciones');
  await expect(page).toHaveURL(HANDOFF);
  await expect(page.getByRole('heading', { name: 'Habilitaciones: sesión iniciada' })).toBeVisible();
});

test('other services show "Desconocido" with every provider; signed in, an unconfigured service never leaves the portal', async ({
  page,
}) => {
  await page.goto('/login/turnos');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresá a Desconocido' })).toBeVisible();
  await expect(page.getByText('Otros proveedores')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ingresar con ANSES' })).toBeVisible();
  await expectNoAxeViolations(page);

  const alphas = countAuthCalls(page, 'newalpha/');
  await arriveSignedIn(page, DEMO, '/login/turnos');
  await expect(page.getByRole('heading', { level: 1, name: 'No pudimos ingresar a Desconocido' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Este servicio no está disponible');
  await expectNoAxeViolations(page);
  expect(new URL(page.url()).origin).toBe(PORTAL_ORIGIN);
  expect(alphas.count).toBe(0);
  expect((await storedSession(page)).isLoggedIn).toBe('true');
});

test('a refused token at the hand-off signs the resident out and reloads to the service page with the error', async ({ page }) => {
  await arriveSignedIn(page);
  // newalpha/ refuses the token, and again after the refresh: the session is over.
  await page.route(`${FAKE_ORIGIN}/auth/newalpha/`, (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ detail: 'Token inválido.' }) }),
  );
  await page.goto('/login/habilitaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresá a Habilitaciones' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('error: Token inválido.');
  expect(new URL(page.url()).pathname).toBe('/login/habilitaciones');
  const session = await storedSession(page);
  expect(session).toEqual({ isLoggedIn: 'false', access: 'null', refresh: 'null' });
});

test("a dropped line, then a 5xx at the hand-off: the portal's message and 'Reintentar', still signed in; the retry reaches the service", async ({
  page,
}) => {
  await arriveSignedIn(page);
  const alphas = countAuthCalls(page, 'newalpha/');
  let dropped = 0;
  await page.route(`${FAKE_ORIGIN}/auth/newalpha/`, (route) => {
    if (dropped > 0 || route.request().method() !== 'GET') return route.fallback();
    dropped += 1;
    return route.abort('failed');
  });
  await page.goto('/login/habilitaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'No pudimos ingresar a Habilitaciones' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('No pudimos conectarnos con el servicio. Revisá tu conexión e intentá de nuevo.');
  await expect(page.getByRole('link', { name: 'Ir al Escritorio' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await storedSession(page)).isLoggedIn).toBe('true');

  await setFault(page, 'auth', 'fail');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('alert')).toHaveText('El servicio no pudo completar la operación. Intentá de nuevo más tarde.');
  expect((await storedSession(page)).isLoggedIn).toBe('true');

  await setFault(page, 'auth', 'none');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page).toHaveURL(HANDOFF);
  await expect(page.getByRole('heading', { name: 'Habilitaciones: sesión iniciada' })).toBeVisible();
  // Three asks, one per try. The access token lives 4 s: the last try may meet it expired, and
  // its resend after the refresh (the 401 before it) is the same ask.
  expect(await withoutRefreshRetries(alphas.seen)).toHaveLength(3);
});

test('a reload of a return page sends nothing again, nor does opening the used address again', async ({ page }) => {
  const redirects = countAuthCalls(page, 'afipredirect/');
  const url = await leaveForProvider(page, 'afip');
  const returnPath = `${url.pathname}${url.search}`;

  // The exchange is held, then the page is reloaded: the address bar no longer has the code.
  let release: () => void = () => {};
  await page.route('**/auth/afipredirect/**', async (route) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    await route.continue().catch(() => undefined);
  });
  await page.goto(returnPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresando con AFIP' })).toBeVisible();
  await expect(page).toHaveURL(/\/afipredirect\/$/);
  // The exchange leaves once the HTTP client has loaded (api-client imports it on the first call).
  await expect.poll(() => redirects.count).toBe(1);
  await page.reload();
  release();
  await expect(page.getByRole('heading', ERROR_HEADING)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('No recibimos los datos de tu ingreso con AFIP.');
  await page.unroute('**/auth/afipredirect/**');

  // The same address again (Back, a bookmark): this tab already sent it, so nothing goes out.
  await page.goto(returnPath);
  await expect(page.getByRole('heading', ERROR_HEADING)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Este ingreso con AFIP ya fue usado.');
  expect(redirects.count).toBe(1);
  await expectNoAxeViolations(page);
});

test('crafted return addresses end on the error message with nothing stored', async ({ page }) => {
  const redirects = countAuthCalls(page, 'afipredirect/');
  const cases = [
    ['/afipredirect/?code=abc123', 'No recibimos los datos de tu ingreso con AFIP.'],
    ['/afipredirect/?state=s1&code=c1&code=c2', 'llegaron repetidos'],
    [`/afipredirect/?state=s1&code=${encodeURIComponent('<script>alert(1)</script>')}`, 'no son válidos'],
    [`/afipredirect/x?state=${encodeURIComponent('"><img src=x onerror=alert(1)>')}&code=c1`, 'no son válidos'],
  ] as const;
  for (const [address, message] of cases) {
    await page.goto(address);
    await expect(page.getByRole('heading', ERROR_HEADING)).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(message);
    expect(new URL(page.url()).search).toBe('');
    await expectNothingStored(page);
  }
  expect(redirects.count).toBe(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
  await expect(page).toHaveURL(/\/login\/$/);
});

test('a code the provider service already used ends on the error message with nothing stored', async ({ page }) => {
  const url = await leaveForProvider(page, 'anses');
  // Used once already (another tab, a replayed link).
  await page.request.post(`${FAKE_ORIGIN}/auth/ansesredirect/`, {
    data: { state: url.searchParams.get('state'), code: url.searchParams.get('code') },
  });
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', ERROR_HEADING)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('ANSES no confirmó tu ingreso.');
  await expectNothingStored(page);
});

const FOREIGN = 'no empezó en esta pestaña del portal, así que no lo completamos';

test('the return address of a sign-in begun in one browser, opened in another, is refused there and sends nothing; the tab that began it still signs in', async ({
  page,
  browser,
}) => {
  const url = await leaveForProvider(page, 'afip');
  const returnPath = `${url.pathname}${url.search}`;

  // A crafted link: someone else's browser opens the address.
  const elsewhere = await browser.newContext({ baseURL: PORTAL_ORIGIN, locale: 'es-AR' });
  const stranger = await elsewhere.newPage();
  const strangerCalls = countAuthCalls(stranger, 'afipredirect/');
  await stranger.goto(returnPath);
  await expect(stranger.getByRole('heading', ERROR_HEADING)).toBeVisible();
  await expect(stranger.getByRole('alert')).toContainText(`Este ingreso con AFIP ${FOREIGN}`);
  expect(new URL(stranger.url()).search).toBe('');
  await expectNothingStored(stranger);
  expect(strangerCalls.count).toBe(0);
  await expectNoAxeViolations(stranger);
  await stranger.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
  await expect(stranger).toHaveURL(/\/login\/$/);
  await elsewhere.close();

  // Nothing was spent: the resident who began it is signed in by the same return.
  await page.goto(returnPath);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await storedSession(page)).isLoggedIn).toBe('true');
});

test("a return made from someone else's sign-in fails even in a tab that left for the same provider: the service completes only this tab's", async ({
  page,
}) => {
  const redirects = countAuthCalls(page, 'afipredirect/');
  await leaveForProvider(page, 'afip');
  // This tab left with the S256 challenge of the verifier it keeps.
  const start = new URL(page.url());
  expect(start.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(start.searchParams.get('code_challenge_method')).toBe('S256');

  // Someone else's sign-in with the same provider, its return address sent to the resident.
  const theirs = await providerReturnUrl(page, 'afip');
  await page.goto(`${theirs.pathname}${theirs.search}`);
  await expect(page.getByRole('heading', ERROR_HEADING)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('AFIP no confirmó tu ingreso. Este ingreso no empezó en este navegador');
  await expectNothingStored(page);
  // Sent once, as a POST whose JSON body carries this tab's verifier (the browser hands the test no
  // streamed body; api-client's tests read it), never in the address, which logs keep; refused by the service.
  expect(redirects.count).toBe(1);
  const sent = redirects.seen[0];
  expect(sent?.method()).toBe('POST');
  expect(new URL(sent?.url() ?? '').search).toBe('');
  expect(sent?.headers()['content-type']).toBe('application/json');
  await expectNoAxeViolations(page);
});

test('a return for another provider than the one this tab left for is refused, and sends nothing', async ({ page }) => {
  await leaveForProvider(page, 'afip');
  const anses = await providerReturnUrl(page, 'anses');
  const redirects = countAuthCalls(page, 'ansesredirect/');
  await page.goto(`${anses.pathname}${anses.search}`);
  await expect(page.getByRole('heading', ERROR_HEADING)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(`Este ingreso con ANSES ${FOREIGN}`);
  await expectNothingStored(page);
  expect(redirects.count).toBe(0);
});

// A resident who registered with their own DNI (Nivel 1) and then signs in with a provider: the
// account is linked, never closed (docs/product.md#identity-providers, CONTRACT.md R17).
test.describe('a provider sign-in for a DNI a Nivel 1 account holds', () => {
  const JULIAN = { dni: '27999888', email: 'nuevo@example.com', password: 'Nuevo2024' };

  /** From the login screen to the fake provider's page, and back as Julián: the question. */
  async function providerSignInAsJulian(page: Page) {
    await page.goto('/login/');
    await page.getByRole('link', { name: 'Ingresar con AFIP' }).click();
    await page.getByRole('link', { name: `Continuar como Julián Pereyra (DNI ${JULIAN.dni})` }).click();
    await expect(page.getByRole('heading', { level: 1, name: '¿Esta cuenta es tuya?' })).toBeVisible();
    await expect(page.getByText('n•••@e•••.com')).toBeVisible();
  }

  test("'Es mi cuenta': its password and mailed code link it; the desktop at Nivel 2 with the profile kept, older sessions ended", async ({
    page,
  }) => {
    // Signed in elsewhere earlier, with a phone saved on the profile.
    const older = await signInOverApi(page, JULIAN);
    const bearer = { Authorization: `Bearer ${older.access}` };
    const { profile } = (await (await page.request.get(`${FAKE_ORIGIN}/auth/userprofile/`, { headers: bearer })).json()) as {
      profile: { id: number };
    };
    const saved = await page.request.patch(`${FAKE_ORIGIN}/auth/profile/${profile.id}/`, {
      headers: bearer,
      multipart: { user_profile_id: String(profile.id), phone_prefix: '291', phone: '4123456' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await providerSignInAsJulian(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Es mi cuenta' }).click();
    await page.getByLabel('Contraseña', { exact: true }).fill(JULIAN.password);
    await page.getByRole('button', { name: 'CONTINUAR' }).click();
    await expect(page.getByText('Te enviamos por e-mail un código de 4 dígitos. Ingresalo para vincular tu cuenta.')).toBeVisible();
    const { code } = await lastMailTo(page, JULIAN.email);
    if (!code) throw new Error('The code e-mail carries no code');
    await typeCode(page, code);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Julián' })).toBeVisible();
    await expect(page.locator('header').getByText(/^Nivel [12]$/)).toHaveText('Nivel 2');
    // At Nivel 2 the municipal host answers him: he has no licence.
    await expect(page.getByText('No tenés una licencia de conducir registrada en el municipio.')).toBeVisible();
    expect((await lastMailTo(page, JULIAN.email)).subject).toBe('Vinculamos tu cuenta con tu identidad verificada');
    // The older Nivel 1 session is not renewed at Nivel 2.
    expect((await refreshWith(page, older.refresh)).status()).toBe(400);
    await page.goto('/perfil');
    await expect(page.getByText('(291) 4123456')).toBeVisible();
  });

  test('a wrong password is told, counted as at the login, and nothing is closed', async ({ page }) => {
    await providerSignInAsJulian(page);
    await page.getByRole('button', { name: 'Es mi cuenta' }).click();
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-esta');
    await page.getByRole('button', { name: 'CONTINUAR' }).click();
    await expect(page.getByRole('alert')).toHaveText('DNI, e-mail o contraseña incorrectos.');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');
    await expectNoAxeViolations(page);
    // The account is as it was: its own password still signs it in.
    const login = await page.request.post(`${FAKE_ORIGIN}/auth/login/`, { data: { username: JULIAN.dni, password: JULIAN.password } });
    expect(login.status()).toBe(200);
  });

  test("five wrong passwords in the choice lock the account as at the login: the lock's dialog, the form held, and /login/ keeps it", async ({
    page,
  }) => {
    await providerSignInAsJulian(page);
    await page.getByRole('button', { name: 'Es mi cuenta' }).click();
    const password = page.getByLabel('Contraseña', { exact: true });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await password.fill('no-es-esta');
      await page.getByRole('button', { name: 'CONTINUAR' }).click();
      if (attempt < 5) await expect(page.getByRole('alert')).toHaveText('DNI, e-mail o contraseña incorrectos.');
      if (attempt < 5) await expect(password).toHaveValue('');
    }
    // The fifth wrong password is answered with the lock (the fake's MAX_FAILURES), shown as the login shows it.
    const dialog = page.getByRole('alertdialog', { name: 'Cuenta bloqueada temporalmente' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/\d:\d{2}/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'CONTINUAR' })).toBeDisabled();
    // The same lock as the login's (loginLockUntil): the login screen holds its form too.
    await page.goto('/login/');
    await expect(page.getByText(/Podrás volver a intentar en [45]:\d{2}/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeDisabled();
  });
});

test("a new account whose provider e-mail another account holds asks for one, refuses a taken one, and confirms the typed one's code", async ({
  page,
}) => {
  // Someone else registered Norma's e-mail, on a DNI of their own.
  const registered = await page.request.post(`${FAKE_ORIGIN}/auth/customuser/`, {
    form: { first_name: 'Otra', last_name: 'Persona', dni: '30999888', email: 'norma.gimenez@example.com', password: 'OtraPersona2024' },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/login/');
  await page.getByRole('link', { name: 'Ingresar con AFIP' }).click();
  await page.getByRole('link', { name: 'Continuar como Norma Beatriz Giménez (DNI 25111222)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Necesitamos tu e-mail' })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'Tu e-mail' });
  await email.fill('norma.gimenez@example.com');
  await page.getByRole('button', { name: 'ENVIAR CÓDIGO' }).click();
  await expect(email).toHaveAccessibleDescription(/Ese e-mail ya es de otra cuenta/);
  await expect(email).toHaveValue('norma.gimenez@example.com');
  await expectNoAxeViolations(page);

  await email.fill('norma@example.org');
  await page.getByRole('button', { name: 'ENVIAR CÓDIGO' }).click();
  await expect(page.getByText('Te enviamos un código de 4 dígitos a norma@example.org. Ingresalo para confirmarlo.')).toBeVisible();
  const { code } = await lastMailTo(page, 'norma@example.org');
  if (!code) throw new Error('The confirmation e-mail carries no code');
  await typeCode(page, code);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Norma Beatriz' })).toBeVisible();
});
