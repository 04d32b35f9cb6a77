import type { Page } from '@playwright/test';
import { holdRequests, NEW, setFault } from './faults-helpers';
import {
  arriveSignedIn,
  DEMO,
  enterMailedCode,
  expect,
  expectNoAxeViolations,
  FAKE_ORIGIN,
  lastMailTo,
  refreshWith,
  signInOverApi,
  test,
} from './fixtures';

// 400s (refused e-mail or DNI), 401s (the 4-second tokens refresh), the 403 of a level-2 account's
// undo that asks for a provider, 404s (the desktop asks for
// the new resident's driving licence, which does not exist), the 500s of injected faults and the
// calls a test cuts as a dropped line are logged by the browser itself; anything else on the
// console fails the test.
const expectedNetworkError =
  /Failed to load resource: (the server responded with a status of (400|401|403|404|500)|net::ERR_INTERNET_DISCONNECTED)/;

test.afterEach(({ consoleErrors }) => {
  expect(consoleErrors.filter((e) => !expectedNetworkError.test(e))).toEqual([]);
});

const toasts = (page: Page) => page.getByRole('region', { name: /Notificaciones/ }).getByRole('listitem');
const submit = (page: Page) => page.getByRole('button', { name: 'ACTUALIZAR' });

async function choose(page: Page, name: string, option: string) {
  const trigger = page.getByRole('combobox', { name, exact: true });
  await expect(trigger).toBeEnabled();
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseStreet(page: Page, text: string, option: string) {
  const street = page.getByRole('combobox', { name: 'Calle', exact: true });
  await expect(street).toBeEnabled();
  await street.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** What the first-visit resident adds to the empty profile. */
async function completeProfile(page: Page) {
  await choose(page, 'Sexo', 'Masculino');
  await page.getByLabel('Fecha de nacimiento').fill('1990-02-28');
  await choose(page, 'Localidad', 'Bahía Blanca');
  await page.getByLabel('Código postal').fill('8000');
  await chooseStreet(page, 'alsi', 'Alsina - BB');
  await page.getByLabel('Altura').fill('65');
  await page.getByLabel('Piso').fill('3');
  await page.getByLabel('Departamento').fill('A');
  await page.getByLabel('Característica').fill('291');
  await page.getByLabel('Número de celular').fill('4123456');
}

test('the new resident completes the profile form and sees the data on /perfil after a reload', async ({ page }) => {
  await arriveSignedIn(page, NEW, '/perfil');
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${NEW.firstName}` })).toBeVisible();
  await expect(page).toHaveTitle('Mi perfil · Portal del Vecino');
  await expect(page.getByText('Agregá tu dirección para mostrarte información en base a tu ubicación')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Agregar dirección de tu casa' }).click();
  await expect(page).toHaveURL(/\/profileform\?campo=direccion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Actualizá tus datos' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Calle', exact: true })).toBeFocused();
  await expectNoAxeViolations(page);

  // The street list opens on typing, with at most 50 options rendered.
  await page.getByRole('combobox', { name: 'Calle', exact: true }).fill('a');
  await expect(page.getByRole('listbox', { name: 'Calle' })).toBeVisible();
  expect(await page.getByRole('option').count()).toBeLessThanOrEqual(50);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await completeProfile(page);
  await submit(page).click();
  // '/' sends a signed-in resident on to the desktop.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).filter({ hasText: 'Tus datos se actualizaron' })).toBeVisible();

  // To /perfil through the account menu (no page load of its own), then the reload.
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(NEW.firstName) })
    .click();
  await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await page.reload();
  await expect(page.getByText('Alsina 65, piso 3, depto. A')).toBeVisible();
  await expect(page.getByText('Bahía Blanca (8000)')).toBeVisible();
  await expect(page.getByText('(291) 4123456')).toBeVisible();
  await expect(page.getByText('28 de febrero de 1990')).toBeVisible();
  await expectNoAxeViolations(page);

  // Back on the form, the address now has coordinates: the street is changed only on purpose.
  await page.getByRole('link', { name: 'Cambiar dirección' }).click();
  await expect(page.getByRole('button', { name: 'Cambiar dirección' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Calle', exact: true })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Calle', exact: true })).toHaveValue('Alsina - BB');
});

test('each of the eleven rules shows its own message, in order, one toast at a time', async ({ page }) => {
  await arriveSignedIn(page, NEW, '/profileform');
  await page.getByLabel('Nombre', { exact: true }).fill('');
  await page.getByLabel('Apellido').fill('');
  await page.getByLabel('Correo electrónico').fill('nuevo@');

  const expectRule = async (message: string) => {
    await submit(page).click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText(message);
  };

  await expectRule('El nombre debe tener entre 3 y 50 caracteres');
  await expectNoAxeViolations(page);
  await page.getByLabel('Nombre', { exact: true }).fill('Julián');
  await expectRule('Ingresá tu apellido');
  await page.getByLabel('Apellido').fill('Pereyra');
  await expectRule('Elegí tu sexo');
  await choose(page, 'Sexo', 'Otro');
  await expectRule('El e-mail no es válido');
  await page.getByLabel('Correo electrónico').fill(NEW.email);
  await expectRule('Ingresá una fecha válida');
  await page.getByLabel('Fecha de nacimiento').fill('1990-02-28');
  await expectRule('Elegí una localidad');
  await choose(page, 'Localidad', 'Ingeniero White');
  await expectRule('Ingresá el código postal');
  await page.getByLabel('Código postal').fill('8103');
  await expectRule('Elegí una calle');
  await chooseStreet(page, 'sarmiento iw', 'Sarmiento - IW');
  await expectRule('Ingresá la altura de la calle');
  await page.getByLabel('Altura').fill('300');
  await expectRule('Ingresá el prefijo del teléfono');
  await page.getByLabel('Característica').fill('291');
  await expectRule('Ingresá un número de teléfono');

  // The toast closes with its button.
  await toasts(page).getByRole('button', { name: 'Cerrar' }).click();
  await expect(toasts(page)).toHaveCount(0);
});

test("a taken e-mail: the password is asked first, nothing said of the address; with it, 'El e-mail no es válido', the form kept", async ({
  page,
}) => {
  await arriveSignedIn(page, NEW, '/profileform');
  await completeProfile(page);
  await page.getByLabel('Correo electrónico').fill('vecina@example.com');
  await submit(page).click();
  // Only the password's answer until it is right (CONTRACT.md, R10).
  await expect(toasts(page)).toContainText('Para cambiar tu e-mail, ingresá tu contraseña actual.');
  await expect(toasts(page)).not.toContainText('El e-mail no es válido');
  await expect(page.getByLabel('Contraseña actual', { exact: true })).toBeFocused();
  await page.getByLabel('Contraseña actual', { exact: true }).fill(NEW.password);
  await submit(page).click();
  await expect(toasts(page)).toContainText('El e-mail no es válido');
  await expect(page).toHaveURL(/\/profileform$/);
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('vecina@example.com');
  await expect(page.getByLabel('Número de celular')).toHaveValue('4123456');
  await expectNoAxeViolations(page);
});

test('a failing geocoder still saves the address, without coordinates, and says so', async ({ page }) => {
  await arriveSignedIn(page, NEW, '/profileform');
  await setFault(page, 'geocoder', 'fail');
  await completeProfile(page);
  await submit(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page)).toContainText('No pudimos ubicar tu dirección en el mapa: la guardamos sin coordenadas.');
  await page.goto('/perfil');
  await expect(page.getByText('Alsina 65, piso 3, depto. A')).toBeVisible();
  // No coordinates: the street stays free to change.
  await page.goto('/profileform');
  await expect(page.getByRole('combobox', { name: 'Calle', exact: true })).toBeEnabled();
});

test('the save says what it is doing: finding the address on the map, then saving; the calls in their order', async ({ page }) => {
  await arriveSignedIn(page, NEW, '/profileform');
  await completeProfile(page);
  // The services' calls from the click on (a 401's resend is the same call, listed once).
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const call = /\/geocoder\//.test(pathname)
      ? 'geocode'
      : /\/auth\/(profile|customuser)\/\d+\/$/.test(pathname) || /\/auth\/userprofile\/$/.test(pathname)
        ? `${request.method()} ${pathname.replace(/\d+\/$/, ':id/')}`
        : null;
    if (call && calls.at(-1) !== call) calls.push(call);
  });
  const geocode = await holdRequests(page, 'GET', '**/geocoder/**');
  const profileSave = await holdRequests(page, 'PATCH', '**/auth/profile/*/');
  const status = page.getByRole('status').filter({ hasText: /Ubicando|Guardando/ });

  await submit(page).click();
  await expect(status).toHaveText('Ubicando tu dirección en el mapa...');
  await expect(submit(page)).toHaveAttribute('aria-busy', 'true');
  geocode.release();
  await expect(status).toHaveText('Guardando tus datos...');
  await expect(submit(page)).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => profileSave.held.length).toBe(1);
  profileSave.release();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).filter({ hasText: 'Tus datos se actualizaron' })).toBeVisible();
  // As one save sent them before it named its steps: the profile is read again only once it is saved.
  expect(calls.slice(0, 4)).toEqual(['geocode', 'PATCH /auth/profile/:id/', 'PATCH /auth/customuser/:id/', 'GET /auth/userprofile/']);
});

test('a failing save keeps everything typed, and the next click saves', async ({ page }) => {
  await arriveSignedIn(page, NEW, '/profileform');
  await completeProfile(page);
  await setFault(page, 'auth', 'fail');
  await submit(page).click();
  await expect(toasts(page)).toContainText('No pudimos guardar tus datos');
  await expect(page).toHaveURL(/\/profileform$/);
  await expect(page.getByRole('combobox', { name: 'Calle', exact: true })).toHaveValue('Alsina - BB');
  await expect(page.getByLabel('Altura')).toHaveValue('65');
  await expect(page.getByLabel('Número de celular')).toHaveValue('4123456');

  await setFault(page, 'auth', 'none');
  await submit(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the DNI is shown as text with the support request beside it, and the service refuses to change it', async ({ page }) => {
  await arriveSignedIn(page, NEW, '/profileform');
  const dni = page.getByRole('group', { name: 'DNI' });
  await expect(dni).toContainText(NEW.dni);
  await expect(page.getByRole('textbox', { name: 'DNI' })).toHaveCount(0);
  await expect(dni).toContainText('Tu DNI es tu identidad en el portal y no se cambia desde acá.');
  await expectNoAxeViolations(page);
  await dni.getByRole('button', { name: 'Problemas para registrarte' }).click();
  await expect(page.getByRole('dialog', { name: 'Problemas para registrarte' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Even with the resident's own token (a session of theirs, made over the API), the service
  // keeps the DNI (CONTRACT.md, R9).
  const { access } = await signInOverApi(page, NEW);
  const profile = await (
    await page.request.get(`${FAKE_ORIGIN}/auth/userprofile/`, { headers: { Authorization: `Bearer ${access}` } })
  ).json();
  const changed = await page.request.patch(`${FAKE_ORIGIN}/auth/customuser/${profile.id}/`, {
    headers: { Authorization: `Bearer ${access}` },
    form: { id: String(profile.id), first_name: profile.first_name, last_name: profile.last_name, email: NEW.email, dni: '35111222' },
  });
  expect(changed.status()).toBe(400);
  expect(await changed.json()).toEqual({
    dni: ['El DNI no se puede cambiar desde el perfil. Si tu DNI está mal, pedí la corrección a soporte.'],
  });

  // A save from the form never sends it.
  await completeProfile(page);
  const sent = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().includes('/customuser/'));
  await submit(page).click();
  expect((await sent).postData() ?? '').not.toContain('name="dni"');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Cerrar sesión en todos los dispositivos: confirmed, it ends every session of the account, this tab and the others land on the login saying so', async ({
  page,
  context,
}) => {
  await arriveSignedIn(page, NEW, '/perfil');
  // Another device of the same resident, and another tab of this browser.
  const phone = await signInOverApi(page, NEW);
  const otherTab = await context.newPage();
  await otherTab.goto('/dashboard');
  await expect(otherTab.getByRole('heading', { level: 1, name: `Hola, ${NEW.firstName}` })).toBeVisible();

  const ask = page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' });
  await ask.click();
  const dialog = page.getByRole('alertdialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  // A failing service, then a dropped line: still signed in, told so, free to try again.
  await setFault(page, 'auth', 'fail');
  await dialog.getByRole('button', { name: 'Cerrar todas las sesiones' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No pudimos cerrar tus sesiones');
  await expect(dialog.getByRole('alert')).toContainText('Tu sesión sigue abierta en este dispositivo.');
  await expectNoAxeViolations(page);
  await setFault(page, 'auth', 'none');
  await page.route('**/auth/logoutall/', (route) => route.abort('internetdisconnected'));
  await dialog.getByRole('button', { name: 'Reintentar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No pudimos conectarnos con el servicio. Revisá tu conexión e intentá de nuevo.');
  await expect(page).toHaveURL(/\/perfil$/);
  const stillOn = await refreshWith(page, phone.refresh);
  expect(stillOn.status()).toBe(200);
  const phoneNow = (await stillOn.json()) as { refresh: string };

  await page.unroute('**/auth/logoutall/');
  await dialog.getByRole('button', { name: 'Reintentar' }).click();
  const notice = 'Cerramos tu sesión en todos los dispositivos. Ingresá de nuevo para continuar.';
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(otherTab).toHaveURL(/\/$/);
  await expect(otherTab.getByRole('status').filter({ hasText: notice })).toBeVisible();
  // The other device's session is over at the service.
  expect((await refreshWith(page, phoneNow.refresh)).status()).toBe(400);
});

test('a new e-mail: the current password asked for and refused beside the field, then a notice to the old address, the new one pending until its link is opened on /confirmar-email', async ({
  page,
}) => {
  await arriveSignedIn(page, DEMO, '/profileform');
  const email = page.getByLabel('Correo electrónico', { exact: true });
  const password = page.getByLabel('Contraseña actual', { exact: true });
  await expect(page.getByRole('combobox', { name: 'Calle', exact: true })).toHaveValue('Sarmiento - BB');
  await expect(password).toHaveCount(0);
  await email.fill('maria.laura@example.com');
  await expect(password).toBeVisible();
  await expectNoAxeViolations(page);

  // Without the password, then with a wrong one: refused beside the field, nothing typed lost.
  await submit(page).click();
  await expect(toasts(page)).toContainText('Para cambiar tu e-mail, ingresá tu contraseña actual.');
  await expect(password).toBeFocused();
  await password.fill('NoEsEsta1');
  await submit(page).click();
  await expect(toasts(page)).toContainText('La contraseña actual no es correcta.');
  await expect(password).toHaveValue('NoEsEsta1');
  await expect(email).toHaveValue('maria.laura@example.com');
  await expectNoAxeViolations(page);

  await password.fill(DEMO.password);
  await submit(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).filter({ hasText: 'Te enviamos un enlace a maria.laura@example.com' })).toBeVisible();
  expect((await lastMailTo(page, DEMO.email)).subject).toBe('Pediste cambiar el e-mail de tu cuenta');
  const { link } = await lastMailTo(page, 'maria.laura@example.com');
  expect(link).toMatch(/\/confirmar-email\?token=/);

  await page.goto('/perfil');
  const card = page.getByRole('region', { name: 'Correo electrónico' });
  await expect(card).toContainText(DEMO.email);
  await expect(card).toContainText('Pendiente de confirmación: maria.laura@example.com');

  // The link, opened (here in the same browser; any device will do).
  const url = new URL(link ?? '');
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu nuevo e-mail está confirmado' })).toBeVisible();
  await expect(page).toHaveURL(/\/confirmar-email$/);
  await expect(page.getByText('Desde ahora usá maria.laura@example.com para ingresar')).toBeVisible();
  await expectNoAxeViolations(page);

  // Used once: the same link again is refused, with what to do.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'No pudimos confirmar tu nuevo e-mail' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('no es válido, ya fue usado o venció');
  await expectNoAxeViolations(page);

  await page.goto('/perfil');
  await expect(page.getByRole('region', { name: 'Correo electrónico' })).toContainText('maria.laura@example.com');
  await expect(page.getByRole('region', { name: 'Correo electrónico' })).not.toContainText('Pendiente');
});

test('/confirmar-email on a dropped line, then a 5xx: the message and Reintentar, which confirms', async ({ page }) => {
  const phone = await signInOverApi(page, NEW);
  const profile = await (
    await page.request.get(`${FAKE_ORIGIN}/auth/userprofile/`, { headers: { Authorization: `Bearer ${phone.access}` } })
  ).json();
  const asked = await page.request.patch(`${FAKE_ORIGIN}/auth/customuser/${profile.id}/`, {
    headers: { Authorization: `Bearer ${phone.access}` },
    form: {
      id: String(profile.id),
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: 'julian@example.com',
      current_password: NEW.password,
    },
  });
  expect(asked.status()).toBe(200);
  const { link } = await lastMailTo(page, 'julian@example.com');
  const url = new URL(link ?? '');

  await page.route('**/auth/emailchange/confirm/', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'No pudimos confirmar tu nuevo e-mail' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('No pudimos conectarnos con el servicio.');
  await expectNoAxeViolations(page);
  await setFault(page, 'auth', 'fail');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('alert')).toContainText('El servicio no pudo completar la operación.');
  await setFault(page, 'auth', 'none');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu nuevo e-mail está confirmado' })).toBeVisible();
});

test('a change confirmed at once from the new mailbox is undone from the old one: a new password, every session ended, then a sign-in with the old e-mail', async ({
  page,
}) => {
  // The resident is signed in here; someone else holds a session and the password on another device.
  await arriveSignedIn(page, NEW, '/perfil');
  const taker = await signInOverApi(page, NEW);
  const bearer = { Authorization: `Bearer ${taker.access}` };
  const profile = await (await page.request.get(`${FAKE_ORIGIN}/auth/userprofile/`, { headers: bearer })).json();
  const asked = await page.request.patch(`${FAKE_ORIGIN}/auth/customuser/${profile.id}/`, {
    headers: bearer,
    form: { id: String(profile.id), email: 'tomada@example.com', current_password: NEW.password },
  });
  expect(asked.status()).toBe(200);
  const confirmation = new URL((await lastMailTo(page, 'tomada@example.com')).link ?? '');
  const token = confirmation.searchParams.get('token');
  expect((await page.request.post(`${FAKE_ORIGIN}/auth/emailchange/confirm/`, { data: { token } })).status()).toBe(200);

  // The old mailbox got the undo link; the resident opens it.
  const notice = await lastMailTo(page, NEW.email);
  expect(notice.subject).toBe('Cambiaste el e-mail de tu cuenta');
  const undo = new URL(notice.link ?? '');
  await page.goto(`${undo.pathname}${undo.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Deshacé el cambio de e-mail' })).toBeVisible();
  await expect(page).toHaveURL(/\/deshacer-email$/);
  await expectNoAxeViolations(page);

  // A common password is refused beside the field, what was typed kept; then a good one undoes.
  const password = page.getByLabel('Contraseña nueva', { exact: true });
  const confirm = page.getByLabel('Confirmar contraseña', { exact: true });
  await password.fill('password');
  await confirm.fill('password');
  await page.getByRole('button', { name: 'DESHACER EL CAMBIO' }).click();
  await expect(page.getByText('Esa contraseña está entre las más usadas y es fácil de adivinar. Elegí otra.')).toBeVisible();
  await expect(password).toBeFocused();
  await expect(confirm).toHaveValue('password');
  await expectNoAxeViolations(page);
  await password.fill('DeVueltaMiCuenta2025');
  await confirm.fill('DeVueltaMiCuenta2025');
  await page.getByRole('button', { name: 'DESHACER EL CAMBIO' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deshicimos el cambio de e-mail' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Every session ended: the other device's, and this browser's.
  expect((await refreshWith(page, taker.refresh)).status()).toBe(400);
  expect((await lastMailTo(page, 'tomada@example.com')).subject).toBe('Se deshizo el cambio de e-mail de tu cuenta');
  await page.getByRole('link', { name: 'INGRESAR' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeVisible();
  await page.getByRole('textbox', { name: 'DNI o e-mail' }).fill(NEW.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('DeVueltaMiCuenta2025');
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await enterMailedCode(page, NEW.email);
  await page.goto('/perfil');
  await expect(page.getByRole('region', { name: 'Correo electrónico' })).toContainText(NEW.email);
});

test('a level-2 account’s undo confirms the DNI with a provider: AFIP, back to the undo, the new password, undone', async ({ page }) => {
  // Someone with the demo resident's session and password changes the e-mail and confirms it at once.
  const taker = await signInOverApi(page, DEMO);
  const bearer = { Authorization: `Bearer ${taker.access}` };
  const profile = await (await page.request.get(`${FAKE_ORIGIN}/auth/userprofile/`, { headers: bearer })).json();
  const asked = await page.request.patch(`${FAKE_ORIGIN}/auth/customuser/${profile.id}/`, {
    headers: bearer,
    form: { id: String(profile.id), email: 'tomada2@example.com', current_password: DEMO.password },
  });
  expect(asked.status()).toBe(200);
  const confirmation = new URL((await lastMailTo(page, 'tomada2@example.com')).link ?? '');
  const token = confirmation.searchParams.get('token');
  expect((await page.request.post(`${FAKE_ORIGIN}/auth/emailchange/confirm/`, { data: { token } })).status()).toBe(200);

  // The old mailbox's undo link: the password alone is not enough for a proven account.
  const undo = new URL((await lastMailTo(page, DEMO.email)).link ?? '');
  await page.goto(`${undo.pathname}${undo.search}`);
  const password = page.getByLabel('Contraseña nueva', { exact: true });
  const confirm = page.getByLabel('Confirmar contraseña', { exact: true });
  await password.fill('DeVueltaMiCuenta2025');
  await confirm.fill('DeVueltaMiCuenta2025');
  await page.getByRole('button', { name: 'DESHACER EL CAMBIO' }).click();
  const identity = page.getByRole('region', { name: 'Confirmá tu identidad' });
  await expect(identity.getByRole('list', { name: 'Confirmá tu identidad con' }).getByRole('link')).toHaveText([
    'Confirmar con AFIP',
    'Confirmar con Mi Argentina',
    'Confirmar con RENAPER',
    'Confirmar con ANSES',
  ]);
  await expectNoAxeViolations(page);

  // AFIP on the fake provider page, and back: the return exchanges nothing, the undo page has the proof.
  const redirects: string[] = [];
  page.on('request', (request) => {
    if (/\/auth\/[a-z]+redirect\//.test(request.url())) redirects.push(request.url());
  });
  await identity.getByRole('link', { name: 'Confirmar con AFIP' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_ORIGIN}/auth/afiplogin/`));
  await page.getByRole('link', { name: /^Ingresar como María Laura/ }).click();
  await expect(page.getByText('Ya confirmaste tu identidad con el proveedor. Elegí tu contraseña nueva para terminar.')).toBeVisible();
  await expect(page).toHaveURL(/\/deshacer-email$/);
  // The password typed before the round trip was not kept anywhere.
  await expect(password).toHaveValue('');
  expect(redirects).toEqual([]);
  await expectNoAxeViolations(page);

  await password.fill('DeVueltaMiCuenta2025');
  await confirm.fill('DeVueltaMiCuenta2025');
  await page.getByRole('button', { name: 'DESHACER EL CAMBIO' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deshicimos el cambio de e-mail' })).toBeVisible();
  expect((await refreshWith(page, taker.refresh)).status()).toBe(400);
  expect((await lastMailTo(page, 'tomada2@example.com')).subject).toBe('Se deshizo el cambio de e-mail de tu cuenta');
});
