import type { Page } from '@playwright/test';
import { setFault } from './faults-helpers';
import { DEMO, expect, expectNoAxeViolations, FAKE_ORIGIN, lastMailTo, test, typeCode, typeCredentials } from './fixtures';

// Expected on the console: the browser's line for the incident service failing on purpose (500),
// the old password refused after a reset (400), and a new resident's desktop asking for a driving
// licence they do not have (404).
const expectedNetworkError = /Failed to load resource: (the server responded with a status of (400|404|429|500)|net::ERR_FAILED)/;

test.afterEach(({ consoleErrors }) => {
  expect(consoleErrors.filter((e) => !expectedNetworkError.test(e))).toEqual([]);
});

/** The service's refusal of a password among the commonest (CONTRACT.md, R8). */
const COMMON_PASSWORD = 'Esa contraseña está entre las más usadas y es fácil de adivinar. Elegí otra.';
/** 64 characters (accents and an emoji), 65 UTF-16 units. */
const PASSPHRASE = 'la ría de Bahía Blanca tiene cangrejales, salitrales y vientos 🧉';

const RECOVERY_SENT =
  'Si el mail ingresado coincide con una cuenta asociada en el sitio, se han enviado a este las instrucciones para recuperar tu cuenta.';
const RESEND_SENT =
  'Si el mail ingresado coincide con una cuenta sin validar en el sitio, se han enviado a este las instrucciones para validar tu cuenta.';

/** A DNI no seeded resident has (the seeds are 30123456 and 27999888). */
function randomDni(): string {
  return String(40_000_000 + Math.floor(Math.random() * 50_000_000));
}

/** Registers a new, not yet validated resident through the fake auth service (as the registration screen does). */
async function registerResident(page: Page) {
  const dni = randomDni();
  const resident = { dni, firstName: 'Lucía', lastName: 'Gómez', email: `vecina.${dni}@example.com`, password: 'Prueba2024' };
  const answer = await page.request.post(`${FAKE_ORIGIN}/auth/customuser/`, {
    multipart: {
      first_name: resident.firstName,
      last_name: resident.lastName,
      dni,
      email: resident.email,
      password: resident.password,
    },
  });
  expect(answer.status()).toBe(201);
  return resident;
}

async function sendEmail(page: Page, email: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'ENVIAR' }).click();
}

/** The portal address of an e-mailed link (the fake writes the portal origin into its e-mails). */
function portalPath(link: string | undefined): string {
  expect(link).toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

async function signInWithCode(page: Page, username: string, password: string, email: string) {
  await typeCredentials(page, username, password);
  await expect(page.getByRole('group', { name: 'Código de verificación' })).toBeVisible();
  const { code } = await lastMailTo(page, email);
  expect(code).toMatch(/^\d{4}$/);
  await typeCode(page, code ?? '');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Counts the browser's calls to an auth-service path (e.g. 'activate/'). */
function countAuthCalls(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/auth/${path}`) count += 1;
  });
  return () => count;
}

test('password recovery: from the login screen to the sent state', async ({ page }) => {
  await page.goto('/login/');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await expect(page).toHaveTitle('Recuperar contraseña · Portal del Vecino');
  await expect(page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  await expect(page.getByText('Ingresá tu e-mail y vas a recibir instrucciones para recuperarla.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a inicio' })).toHaveAttribute('href', '/login/');
  await expectNoAxeViolations(page);

  await sendEmail(page, 'vecina@');
  await expect(page.getByText('El e-mail no es válido')).toBeVisible();
  await expectNoAxeViolations(page);

  const requests = countAuthCalls(page, 'passwordreset/');
  await sendEmail(page, DEMO.email);
  await expect(page.getByText(RECOVERY_SENT)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'VOLVER A INICIO' }).click();
  await expect(page).toHaveURL(/\/login\/$/);

  // Back and Forward to the entry it was sent from show the sent state again, sending nothing.
  await page.goBack();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await expect(page.getByText(RECOVERY_SENT)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeVisible();
  await page.goForward();
  await expect(page.getByText(RECOVERY_SENT)).toBeVisible();
  expect(requests()).toBe(1);
  // A reload is a new visit: the form, as the page was prerendered.
  await page.reload();
  await expect(page.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
  await expect(page.getByText(RECOVERY_SENT)).toHaveCount(0);
});

test('resend validation: the same sent state for an unvalidated account and for an unknown address', async ({ page }) => {
  const resident = await registerResident(page);
  await page.goto('/login/');
  await page.getByRole('link', { name: '¿No recibiste el correo de validación?' }).click();
  await expect(page).toHaveURL(/\/ResendVerification$/);
  await expect(page).toHaveTitle('Validar tu cuenta · Portal del Vecino');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('validar tu cuenta?');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('placeholder', 'e-mail');
  await expectNoAxeViolations(page);

  await sendEmail(page, resident.email);
  await expect(page.getByText(RESEND_SENT)).toBeVisible();
  await expectNoAxeViolations(page);
  const mail = await lastMailTo(page, resident.email);
  expect(mail.link).toMatch(/\/activar\?token=/);

  await page.goto('/ResendVerification');
  await sendEmail(page, 'nadie@example.com');
  await expect(page.getByText(RESEND_SENT)).toBeVisible();

  // Back and Forward to the entry it was sent from show the sent state again.
  await page.getByRole('link', { name: 'VOLVER A INICIO' }).click();
  await expect(page).toHaveURL(/\/login\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/ResendVerification$/);
  await expect(page.getByText(RESEND_SENT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'ENVIAR' })).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/\/login\/$/);
  await page.goBack();
  await expect(page.getByText(RESEND_SENT)).toBeVisible();
});

test("activation on a dropped line, then a 5xx: the portal's message and 'Reintentar', which activates", async ({ page }) => {
  const resident = await registerResident(page);
  const activations = countAuthCalls(page, 'activate/');
  let dropped = 0;
  await page.route(`${FAKE_ORIGIN}/auth/activate/`, (route) => {
    if (dropped > 0 || route.request().method() !== 'POST') return route.fallback();
    dropped += 1;
    return route.abort('failed');
  });
  const { link } = await lastMailTo(page, resident.email);
  await page.goto(portalPath(link));

  await expect(page.getByRole('heading', { level: 1, name: 'No pudimos activar tu cuenta' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('No pudimos conectarnos con el servicio. Revisá tu conexión e intentá de nuevo.');
  await expect(page).toHaveURL(/\/activar$/);
  await expectNoAxeViolations(page);

  await setFault(page, 'auth', 'fail');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('alert')).toHaveText('El servicio no pudo completar la operación. Intentá de nuevo más tarde.');

  await setFault(page, 'auth', 'none');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cuenta está activada' })).toBeVisible();
  expect(activations()).toBe(3);
  await page.getByRole('link', { name: 'INGRESAR' }).click();
  await signInWithCode(page, resident.dni, resident.password, resident.email);
});

test('activation through the e-mailed /activar link, then sign-in with the code', async ({ page }) => {
  const resident = await registerResident(page);
  const activations = countAuthCalls(page, 'activate/');
  const { link } = await lastMailTo(page, resident.email);
  await page.goto(portalPath(link));

  await expect(page.getByRole('heading', { level: 1, name: 'Tu cuenta está activada' })).toBeVisible();
  await expect(page).toHaveTitle('Cuenta activada · Portal del Vecino');
  // The token left the address bar; the page sent it once (React strict mode included).
  await expect(page).toHaveURL(/\/activar$/);
  expect(activations()).toBe(1);
  await expectNoAxeViolations(page);

  // A reload finds a clean address: it says the link is incomplete and sends nothing.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'No pudimos activar tu cuenta' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(activations()).toBe(1);

  await page.getByRole('link', { name: 'Volver a inicio' }).click();
  await signInWithCode(page, resident.dni, resident.password, resident.email);
});

test('a fourth recovery e-mail within 15 minutes: the portal says how long to wait and keeps the address', async ({ page }) => {
  await page.goto('/forgotpassword');
  for (let ask = 0; ask < 3; ask += 1) {
    await sendEmail(page, DEMO.email);
    await expect(page.getByText(RECOVERY_SENT)).toBeVisible();
    await page.goto('/forgotpassword');
  }
  await sendEmail(page, DEMO.email);
  await expect(page.getByRole('alert')).toContainText('Hiciste varios pedidos seguidos. Esperá 15 minutos y volvé a intentar.');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(DEMO.email);
  await expect(page.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('a password is reset through the e-mailed link, then the resident signs in with it and the code', async ({ page }) => {
  await page.goto('/forgotpassword');
  await sendEmail(page, DEMO.email);
  await expect(page.getByText(RECOVERY_SENT)).toBeVisible();
  const { link } = await lastMailTo(page, DEMO.email);
  expect(link).toMatch(/\/restablecer\?token=/);

  await page.goto(portalPath(link));
  await expect(page.getByRole('heading', { level: 1, name: 'Elegí una contraseña nueva' })).toBeVisible();
  await expect(page).toHaveURL(/\/restablecer$/);
  await expect(page).toHaveTitle('Restablecer contraseña · Portal del Vecino');
  await expectNoAxeViolations(page);

  const password = page.getByLabel('Contraseña nueva', { exact: true });
  const confirmation = page.getByLabel('Confirmar contraseña', { exact: true });
  await password.fill('corta');
  await confirmation.fill('otra');
  await page.getByRole('button', { name: 'GUARDAR CONTRASEÑA' }).click();
  await expect(page.getByText('La contraseña debe tener entre 8 y 64 caracteres')).toBeVisible();
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Mostrar contraseña' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await password.fill('NuevaClave1');
  await confirmation.fill('NuevaClave1');
  await page.getByRole('button', { name: 'GUARDAR CONTRASEÑA' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu contraseña fue actualizada' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'INGRESAR' }).click();
  await expect(page).toHaveURL(/\/login\/$/);
  // The old password no longer works; the new one does.
  await typeCredentials(page, DEMO.dni, DEMO.password);
  await expect(page.getByRole('alert').filter({ hasText: 'error: ' })).toBeVisible();
  await signInWithCode(page, DEMO.dni, 'NuevaClave1', DEMO.email);
});

test('the reset refuses 7 characters and one of the commonest passwords, and takes a 64-character passphrase on the same link', async ({
  page,
}) => {
  await page.goto('/forgotpassword');
  await sendEmail(page, DEMO.email);
  await expect(page.getByText(RECOVERY_SENT)).toBeVisible();
  const { link } = await lastMailTo(page, DEMO.email);
  await page.goto(portalPath(link));
  const password = page.getByLabel('Contraseña nueva', { exact: true });
  const confirmation = page.getByLabel('Confirmar contraseña', { exact: true });
  const save = page.getByRole('button', { name: 'GUARDAR CONTRASEÑA' });
  const confirmCalls = countAuthCalls(page, 'passwordreset/confirm/');

  // Seven characters: refused by the portal's own rule, before anything is sent.
  await password.fill('Secreta');
  await confirmation.fill('Secreta');
  await save.click();
  await expect(page.getByText('La contraseña debe tener entre 8 y 64 caracteres')).toBeVisible();
  await expect(password).toBeFocused();
  expect(confirmCalls()).toBe(0);

  // One of the commonest: the service refuses it, said beside the field; the link is not spent.
  await password.fill('Qwerty123');
  await confirmation.fill('Qwerty123');
  await save.click();
  await expect(page.getByText(COMMON_PASSWORD)).toBeVisible();
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('link', { name: 'Pedir un nuevo enlace' })).toHaveCount(0);
  expect(confirmCalls()).toBe(1);
  await expectNoAxeViolations(page);

  // A 64-character passphrase, accents and an emoji included (65 UTF-16 units), on the same link.
  await password.fill(PASSPHRASE);
  await confirmation.fill(PASSPHRASE);
  await save.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu contraseña fue actualizada' })).toBeVisible();
  await page.getByRole('link', { name: 'INGRESAR' }).click();
  await signInWithCode(page, DEMO.dni, PASSPHRASE, DEMO.email);
});

const SUPPORT = {
  Nombre: 'María Laura',
  Apellido: 'Fernández',
  DNI: '30123456',
  'Correo electrónico': 'vecina@example.com',
  'Teléfono móvil': '2914567890',
  Descripción: 'No me llega el correo para activar mi cuenta.',
} as const;

async function openSupport(page: Page) {
  await page.goto('/login/');
  await page.getByRole('button', { name: 'Problemas para registrarte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Problemas para registrarte' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillSupport(dialog: ReturnType<Page['getByRole']>) {
  for (const [label, value] of Object.entries(SUPPORT)) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
}

/** The toasts, found by markup: while the modal is open the page behind it is hidden from the accessibility tree. */
function toasts(page: Page) {
  return page.locator('[role="region"][aria-label^="Notificaciones"] li');
}

test('the support request returns its claim number in the toast and the modal closes', async ({ page }) => {
  const dialog = await openSupport(page);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(dialog.getByText('Ingresá tu nombre.')).toBeVisible();
  await expect(dialog.getByText('Contanos qué problema tuviste.')).toBeVisible();
  await expectNoAxeViolations(page);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/solicitud')) sent.push(request.method());
  });
  await fillSupport(dialog);
  await dialog.getByRole('button', { name: 'ENVIAR' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Solicitud enviada.');
  await expect(toasts(page)).toContainText(/Recibimos tu solicitud\. Tu número de reclamo es: \d+/);
  expect(sent).toEqual(['POST']);
  await expectNoAxeViolations(page);
});

test('a failing support request shows the error toast and keeps the form', async ({ page }) => {
  await setFault(page, 'incidents', 'fail');
  const dialog = await openSupport(page);
  await fillSupport(dialog);
  await dialog.getByRole('button', { name: 'ENVIAR' }).click();

  await expect(toasts(page)).toContainText('Error al enviar.');
  await expect(toasts(page)).toContainText('Ocurrió un error al enviar tu solicitud.');
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(SUPPORT)) {
    await expect(dialog.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(dialog.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
  await expectNoAxeViolations(page);
});
