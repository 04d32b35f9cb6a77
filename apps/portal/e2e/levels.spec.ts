import type { Page } from '@playwright/test';
import { NEW, unexpectedConsole } from './faults-helpers';
import {
  advanceFakeClock,
  arriveSignedIn,
  DEMO,
  expect,
  expectNoAxeViolations,
  FAKE_ORIGIN,
  fakeControl,
  lastMailTo,
  type Resident,
  test,
  typeCode,
  typeCredentials,
} from './fixtures';

// A DNI's data only to whoever proved it (CONTRACT.md R11 to R15), as a resident meets it: the
// level on the badge, the verification with a provider, a claimed DNI taken back by its owner,
// a reset that undoes a pending e-mail change, a session that ends, and the daily code limit.

const AUTH = `${FAKE_ORIGIN}/auth/`;
const NORMA = { dni: '25111222', name: 'Norma Beatriz Giménez' };
const VERIFIED = 'Verificamos tu identidad: ya tenés Nivel 2.';
const MISMATCH = 'La identidad que confirmó el proveedor tiene otro DNI que tu cuenta, así que no la usamos para verificarla.';
const CODE_STEP_CLOSED =
  'Por seguridad cerramos el ingreso con código de esta cuenta: hubo demasiados códigos incorrectos. Para volver a ingresar, restablecé tu contraseña con el enlace que te enviamos por e-mail, o ingresá con un proveedor de identidad.';

/** The browser's own lines for the 4xx answers these journeys provoke on purpose. */
const expected = [/Failed to load resource: the server responded with a status of (400|401|403|409)/, /^Error al obtener el token:/];

test.afterEach(({ consoleErrors }) => {
  expect(unexpectedConsole(consoleErrors).filter((e) => !expected.some((pattern) => pattern.test(e)))).toEqual([]);
});

const badge = (page: Page) => page.locator('header').getByText(/^Nivel [12]$/);

/** Signed in over the API (the screens' sign-in is sign-in.spec.ts's), on the desktop. */
async function arriveOnDesktop(page: Page, who: Resident) {
  await arriveSignedIn(page, who);
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
}

/** The token of the newest link mailed to an address (activation, reset, confirmation, cancel). */
async function mailedToken(page: Page, to: string): Promise<string> {
  const { link } = await lastMailTo(page, to);
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`The last mail to ${to} carries no link token`);
  return token;
}

test('a resident whose DNI is only claimed (Nivel 1) is offered the providers instead of data, verifies with one and sees Nivel 2', async ({
  page,
}) => {
  await arriveOnDesktop(page, NEW);
  await expect(badge(page)).toHaveText('Nivel 1');
  const offer = page.getByRole('list', { name: 'Verificá tu identidad con' });
  await expect(offer.getByRole('link')).toHaveCount(4);
  await expectNoAxeViolations(page);

  await page.locator('nav').getByRole('link', { name: 'Reclamos' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis reclamos' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Verificá tu identidad con' })).toBeVisible();

  await page.getByRole('link', { name: 'Verificar con AFIP' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_ORIGIN}/auth/afiplogin/`));
  await page.getByRole('link', { name: `Continuar como Julián Pereyra (DNI ${NEW.dni})` }).click();

  // Back where the verification began, at Nivel 2, and the municipal host now answers.
  await expect(page).toHaveURL(/\/reclamos$/);
  await expect(page.getByText(VERIFIED, { exact: true })).toBeVisible();
  await expect(badge(page)).toHaveText('Nivel 2');
  await expect(page.getByRole('list', { name: 'Verificá tu identidad con' })).toHaveCount(0);
  await expect(page.getByText('Todavía no tenés reclamos.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a resident at Nivel 1 starting a hand-off is offered the verification and stays signed in; verified, the hand-off goes on', async ({
  page,
}) => {
  // newalpha/'s answers, but its 401s: the access token lives 4 s here, and the same ask goes again after the refresh.
  const alphas: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/auth/newalpha/' && response.status() !== 401) alphas.push(response.status());
  });
  await arriveSignedIn(page, NEW, '/login/habilitaciones');

  await expect(page.getByRole('heading', { level: 1, name: 'Verificá tu identidad para ingresar a Habilitaciones' })).toBeVisible();
  // The providers of Habilitaciones' own page: AFIP alone.
  const offer = page.getByRole('list', { name: 'Verificá tu identidad con' });
  await expect(offer.getByRole('link')).toHaveText(['Verificar con AFIP']);
  await expect(page.getByRole('link', { name: 'Ir al Escritorio' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(alphas).toEqual([403]);
  expect(new URL(page.url()).pathname).toBe('/login/habilitaciones');
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');

  await offer.getByRole('link', { name: 'Verificar con AFIP' }).click();
  await page.getByRole('link', { name: `Continuar como Julián Pereyra (DNI ${NEW.dni})` }).click();

  // Back on the hand-off at Nivel 2: the service greets the resident whose DNI is now proven.
  await expect(page).toHaveURL(new RegExp(`^${FAKE_ORIGIN}/servicios/habilitaciones/login/[A-Za-z0-9]+$`));
  await expect(page.getByRole('heading', { name: 'Habilitaciones: sesión iniciada' })).toBeVisible();
  await expect(page.getByText('Hola, Julián Pereyra.')).toBeVisible();
  expect(alphas).toEqual([403, 200]);
});

test('a provider identity with another DNI does not verify the account: the resident is told so and stays at Nivel 1', async ({ page }) => {
  await arriveOnDesktop(page, NEW);
  await page.getByRole('link', { name: 'Verificar con ANSES' }).click();
  await page.getByRole('link', { name: /^Ingresar como / }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'No pudimos verificar tu identidad' })).toBeVisible();
  await expect(page.getByText(MISMATCH)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Volver al portal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  await expect(badge(page)).toHaveText('Nivel 1');
});

test('a DNI claimed by a stranger goes back to its owner: the registration offers the providers, the owner proves it and sees her data, the claimant is closed out', async ({
  page,
}) => {
  // A stranger registers Norma's DNI, which she never registered, and activates it by mail.
  const claimant = { dni: NORMA.dni, email: 'extrano@example.com', password: 'Extrano2024x', firstName: 'Extraño' };
  const registered = await page.request.post(`${AUTH}customuser/`, {
    form: { first_name: 'Extraño', last_name: 'Ajeno', dni: NORMA.dni, email: claimant.email, password: claimant.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const activated = await page.request.post(`${AUTH}activate/`, { data: { token: await mailedToken(page, claimant.email) } });
  expect(activated.ok()).toBe(true);

  // Signed in, the claimant's token is Nivel 1: the municipal host keeps Norma's licence to itself.
  const login = await page.request.post(`${AUTH}login/`, { data: { username: claimant.email, password: claimant.password } });
  const { ticket } = (await login.json()) as { ticket: string };
  const { code } = await lastMailTo(page, claimant.email);
  const tokens = await page.request.post(`${AUTH}doublefactor/`, { data: { username: claimant.email, code, ticket } });
  const { access } = (await tokens.json()) as { access: string };
  const licence = await page.request.get(`${FAKE_ORIGIN}/municipal/licencias_de_conducir/vencimientos/${NORMA.dni}`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(licence.status()).toBe(403);
  expect(((await licence.json()) as { reason?: string }).reason).toBe('level');

  // Norma tries to register: her DNI is taken, and the portal offers to take it back.
  await page.goto('/registrarse');
  await page.getByLabel('DNI', { exact: true }).fill(NORMA.dni);
  await expect(page.getByText(/El documento ya está registrado/)).toBeVisible();
  const offer = page.getByRole('list', { name: 'Verificá tu DNI con' });
  await expect(offer.getByRole('link')).toHaveCount(4);
  await expectNoAxeViolations(page);
  await offer.getByRole('link', { name: 'AFIP' }).click();
  await page.getByRole('link', { name: `Continuar como ${NORMA.name} (DNI ${NORMA.dni})` }).click();

  // Asked about the claimant's account first (R17): not hers, so it is closed once she confirms.
  await expect(page.getByRole('heading', { level: 1, name: '¿Esta cuenta es tuya?' })).toBeVisible();
  await expect(page.getByText('e•••@e•••.com')).toBeVisible();
  await page.getByRole('button', { name: 'No la reconozco' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Cerramos esa cuenta?' });
  await expect(confirm).toContainText('Sus datos se guardan 30 días y después se borran.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cerrar esa cuenta y continuar' }).click();

  // Signed in with her proven DNI: Nivel 2, her licence and her claims.
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  await expect(badge(page)).toHaveText('Nivel 2');
  await page.locator('nav').getByRole('link', { name: 'Licencia de conducir' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Licencia de conducir' })).toBeVisible();
  await expect(page.getByText('GIMÉNEZ, NORMA BEATRIZ')).toBeVisible();

  // The claimant was told by mail, and can no longer sign in.
  expect((await lastMailTo(page, claimant.email)).subject).toBe('Tu cuenta del portal se cerró');
  const closed = await page.request.post(`${AUTH}login/`, { data: { username: claimant.email, password: claimant.password } });
  expect(closed.status()).toBe(400);
  expect(((await closed.json()) as { detail: string }).detail).toMatch(/^Esta cuenta se cerró/);
});

/** Asks for an e-mail change on the demo account over the API, as the profile form does. */
async function askEmailChange(page: Page, access: string, email: string) {
  const profile = await page.request.get(`${AUTH}userprofile/`, { headers: { Authorization: `Bearer ${access}` } });
  const { id } = (await profile.json()) as { id: number };
  const change = await page.request.patch(`${AUTH}customuser/${id}/`, {
    headers: { Authorization: `Bearer ${access}` },
    multipart: { email, current_password: DEMO.password },
  });
  expect(change.ok(), await change.text()).toBe(true);
}

test("a password reset undoes a pending e-mail change: the link sent to the attacker's address no longer works", async ({ page }) => {
  const attacker = 'atacante@example.com';
  const { access } = await (async () => {
    const login = await page.request.post(`${AUTH}login/`, { data: { username: DEMO.dni, password: DEMO.password } });
    const { ticket } = (await login.json()) as { ticket: string };
    const { code } = await lastMailTo(page, DEMO.email);
    return (await (await page.request.post(`${AUTH}doublefactor/`, { data: { username: DEMO.dni, code, ticket } })).json()) as {
      access: string;
    };
  })();
  await askEmailChange(page, access, attacker);
  const confirmation = await mailedToken(page, attacker);

  // The resident resets the password, as the notice tells her to.
  await page.request.post(`${AUTH}passwordreset/`, { data: { email: DEMO.email } });
  const reset = await page.request.post(`${AUTH}passwordreset/confirm/`, {
    data: { token: await mailedToken(page, DEMO.email), password: 'OtraClave2026' },
  });
  expect(reset.ok()).toBe(true);

  await page.goto(`/confirmar-email?token=${confirmation}`);
  await expect(page.getByText('El enlace para confirmar tu e-mail no es válido, ya fue usado o venció.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the cancel link in the notice to the old address cancels a pending e-mail change at once, on its own page', async ({ page }) => {
  await arriveSignedIn(page, DEMO, '/perfil');
  const access = await page.evaluate(() => localStorage.getItem('lgac'));
  await askEmailChange(page, access ?? '', 'atacante@example.com');
  const confirmation = await mailedToken(page, 'atacante@example.com');
  const notice = await lastMailTo(page, DEMO.email);
  if (!notice.link) throw new Error('The notice carries no cancel link');

  await page.goto(new URL(notice.link).pathname + new URL(notice.link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancelamos el cambio de e-mail' })).toBeVisible();
  // The token left the address bar.
  await expect(page).toHaveURL(/\/cancelar-email$/);
  await expectNoAxeViolations(page);

  const confirm = await page.request.post(`${AUTH}emailchange/confirm/`, { data: { token: confirmation } });
  expect(confirm.status()).toBe(400);
});

test('a session ends 12 hours after its sign-in however often it refreshed: the login says to sign in again for security', async ({
  page,
}) => {
  await arriveSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  // Twelve hours on the service's clock; the page's next call refreshes, and the family is over.
  await fakeControl(page.request, 'config', { sessionIdleSeconds: 13 * 60 * 60 });
  await advanceFakeClock(page, 12 * 60 * 60 * 1000 + 1000);
  await page.goto('/perfil');

  await expect(page.getByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Por seguridad, volvé a ingresar.' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('false');
  await expectNoAxeViolations(page);
});

test('wrong codes add up over a day: the tenth closes the code step until a password reset, and the login says so', async ({ page }) => {
  // Nine wrong codes over the API, the lock after the fifth waited out on the service's clock.
  for (let attempt = 1; attempt <= 9; attempt += 1) {
    const login = await page.request.post(`${AUTH}login/`, { data: { username: DEMO.dni, password: DEMO.password } });
    expect(login.status(), `login/ before wrong code ${attempt}`).toBe(200);
    const { ticket } = (await login.json()) as { ticket: string };
    const { code } = await lastMailTo(page, DEMO.email);
    const wrong = code === '0000' ? '0001' : '0000';
    await page.request.post(`${AUTH}doublefactor/`, { data: { username: DEMO.dni, code: wrong, ticket } });
    if (attempt === 5) await advanceFakeClock(page, 301_000);
    // Past the mail limit (3 codes in 15 minutes), on the service's clock.
    await advanceFakeClock(page, 6 * 60_000);
  }

  // The tenth, typed on the code step.
  await page.goto('/login/');
  await typeCredentials(page, DEMO.dni, DEMO.password);
  await expect(page.getByRole('group', { name: 'Código de verificación' })).toBeVisible();
  const { code } = await lastMailTo(page, DEMO.email);
  await typeCode(page, code === '0000' ? '0001' : '0000');
  await expect(page.getByText(CODE_STEP_CLOSED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Restablecer mi contraseña' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ingresar con AFIP' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The right password does not open it again; the mailed reset link does.
  await page.reload();
  await typeCredentials(page, DEMO.dni, DEMO.password);
  await expect(page.getByText(CODE_STEP_CLOSED)).toBeVisible();
  expect((await lastMailTo(page, DEMO.email)).subject).toBe('Restablecé tu contraseña');
});
