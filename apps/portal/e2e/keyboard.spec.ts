import type { Page } from '@playwright/test';
import { randomDni, unexpectedConsole } from './faults-helpers';
import { arriveSignedIn, DEMO, expect, expectNoAxeViolations, lastMailTo, test } from './fixtures';
import { chooseWithKeyboard, expectVisibleFocus, tabTo } from './keyboard-helpers';

/**
 * Accessibility: the main journeys with the keyboard alone (Tab, Shift+Tab, Enter,
 * Space, arrows, typing; `page.goto` stands for the address bar), with a visible focus
 * indicator checked along the way (WCAG 2.1.1, 2.4.3, 2.4.7).
 */

test.afterEach(({ consoleErrors }) => {
  expect(unexpectedConsole(consoleErrors)).toEqual([]);
});

test('sign-in with the e-mailed code, keyboard only', async ({ page }) => {
  await page.goto('/login/');
  const username = page.getByRole('textbox', { name: 'DNI o e-mail' });
  await tabTo(page, username);
  await expectVisibleFocus(page);
  await page.keyboard.type(DEMO.dni);

  const password = page.getByLabel('Contraseña', { exact: true });
  await tabTo(page, password);
  await expectVisibleFocus(page);
  await page.keyboard.type('incorrecta');
  // Enter in a field submits the form; a wrong password keeps the resident on the form.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'error: ' })).toBeVisible();

  // Back up to the password with Shift+Tab from the submit button and try again.
  const submit = page.getByRole('button', { name: 'INGRESAR' });
  await tabTo(page, submit);
  await expectVisibleFocus(page);
  await tabTo(page, password, { backwards: true });
  await page.keyboard.type(DEMO.password);
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  // The code step takes the focus on its first box; typing fills the boxes and submits.
  await expect(page.getByRole('group', { name: 'Código de verificación' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Dígito 1 de 4' })).toBeFocused();
  await expectVisibleFocus(page);
  await expectNoAxeViolations(page);
  const { code } = await lastMailTo(page, DEMO.email);
  await page.keyboard.type(code ?? '');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, María Laura' })).toBeVisible();
});

test('registration through the success dialog, keyboard only', async ({ page }) => {
  const dni = randomDni();
  await page.goto('/registrarse');
  const dniField = page.getByLabel('DNI', { exact: true });
  await tabTo(page, dniField);
  await expectVisibleFocus(page);
  await page.keyboard.type(dni);
  await expect(page.getByText('Documento disponible. Ya podés completar tus datos.')).toBeVisible();

  const entries: [string, string][] = [
    ['Nombre', 'Lucía'],
    ['Apellido', 'Gómez'],
    ['E-mail', `lucia.${dni}@example.com`],
    ['Contraseña', 'Prueba2024'],
    ['Confirmar contraseña', 'Prueba2024'],
  ];
  for (const [label, text] of entries) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await expectVisibleFocus(page);
    await page.keyboard.type(text);
  }
  // The password toggles are reachable and work with Space.
  const toggle = page.getByRole('button', { name: /Mostrar contraseña/ }).first();
  await tabTo(page, toggle, { backwards: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');

  const submit = page.getByRole('button', { name: 'REGISTRARME' });
  await tabTo(page, submit);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('alertdialog', { name: 'Te registraste con éxito' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await tabTo(page, dialog.getByRole('button', { name: 'SIGUIENTE' }), { max: 5 });
  await expectVisibleFocus(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test('claims filters with the keyboard: each select opens, chooses, and writes the URL', async ({ page }) => {
  await arriveSignedIn(page, DEMO, '/reclamos');
  await expect(page.getByText('9 reclamos', { exact: true })).toBeVisible();

  await chooseWithKeyboard(page, page.getByRole('combobox', { name: 'Categoría' }), 'Residuos');
  await expect(page).toHaveURL(/\?categoria=Residuos$/);
  await expect(page.getByText('2 de 9 reclamos coinciden con los filtros')).toBeVisible();
  await expectVisibleFocus(page);

  await chooseWithKeyboard(page, page.getByRole('combobox', { name: 'Estado' }), 'Resuelto');
  await expect(page).toHaveURL(/estado=Resuelto/);
  await expect(page.getByRole('list', { name: 'Reclamos' }).getByRole('link')).toHaveText(['Residuos - Microbasural']);

  // The claim opens from the keyboard and Escape brings the focus back to it.
  const claim = page.getByRole('link', { name: 'Residuos - Microbasural' });
  await tabTo(page, claim);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(claim).toBeFocused();

  const clear = page.getByRole('button', { name: 'Limpiar filtros' });
  await tabTo(page, clear, { backwards: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reclamos$/);
  await expect(page.getByText('9 reclamos', { exact: true })).toBeVisible();
});

test('profile save with the keyboard', async ({ page }) => {
  await arriveSignedIn(page, DEMO, '/profileform');
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('María Laura');

  await chooseWithKeyboard(page, page.getByRole('combobox', { name: 'Sexo', exact: true }), 'Otro');
  const apartment = page.getByLabel('Departamento', { exact: true });
  await tabTo(page, apartment);
  await expectVisibleFocus(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('C');
  const phone = page.getByLabel('Número de celular', { exact: true });
  await tabTo(page, phone);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4999999');

  const submit = page.getByRole('button', { name: 'ACTUALIZAR' });
  await tabTo(page, submit);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/perfil');
  await expect(page.getByText(/depto\. C/)).toBeVisible();
  await expect(page.getByText('(291) 4999999')).toBeVisible();
});

/**
 * Tabs through the whole page and checks every stop shows where the focus is. The page is loaded
 * unless the test has just loaded it (nothing focused on it yet).
 */
async function expectFocusVisibleAtEveryStop(page: Page, path: string, { loaded = false } = {}) {
  if (!loaded) await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const seen = new Set<string>();
  for (let press = 0; press < 80; press += 1) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const all = [...document.querySelectorAll('*')];
      return `${element.tagName}#${all.indexOf(element)}`;
    });
    // Back at the start (or out into the browser chrome): every stop has been seen.
    if (key === null || seen.has(key)) break;
    seen.add(key);
    await test.step(`${path}: Tab stop ${seen.size}`, () => expectVisibleFocus(page));
  }
  expect(seen.size, `${path}: Tab stops`).toBeGreaterThan(0);
}

test('every Tab stop of the anonymous screens shows a visible focus indicator', async ({ page }) => {
  for (const path of ['/login/', '/registrarse', '/login/habilitaciones', '/notfound']) {
    await expectFocusVisibleAtEveryStop(page, path);
  }
});

test('every Tab stop of the signed-in screens shows a visible focus indicator', async ({ page }) => {
  // The desktop is the page the sign-in arrives at.
  await arriveSignedIn(page, DEMO, '/dashboard');
  for (const path of ['/dashboard', '/reclamos', '/licencia', '/perfil', '/profileform']) {
    await expectFocusVisibleAtEveryStop(page, path, { loaded: path === '/dashboard' });
  }
});
