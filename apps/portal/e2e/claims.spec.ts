import type { Page } from '@playwright/test';
import { NEW, setFault } from './faults-helpers';
import { arriveSignedIn, DEMO, expect, expectNoAxeViolations, test } from './fixtures';

// The browser logs every failed answer: a resident without a licence gets a 404, and a failing
// service a 500, on purpose here. Anything else on the console fails the test.
const expectedNetworkError = /Failed to load resource: the server responded with a status of (401|404|500)/;

test.afterEach(({ consoleErrors }) => {
  expect(consoleErrors.filter((e) => !expectedNetworkError.test(e))).toEqual([]);
});

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

function claimLinks(page: Page) {
  return page.getByRole('list', { name: 'Reclamos' }).getByRole('link');
}

test('the demo resident sees the licence expiring soon and the newest claims on the desktop', async ({ page }) => {
  await arriveSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, María Laura' })).toBeVisible();
  await expect(page).toHaveTitle('Escritorio · Portal del Vecino');

  const licence = page.getByRole('region', { name: 'Licencia de conducir' });
  await expect(licence.getByText('Vence pronto')).toBeVisible();
  await expect(licence.getByText('Faltan 21 días')).toBeVisible();

  const claims = page.getByRole('region', { name: 'Últimos reclamos' });
  await expect(claims.getByRole('listitem')).toHaveCount(3);
  await expect(claims.getByRole('link').first()).toHaveText('Alumbrado público - Luminaria apagada');
  // The seed's newest claims lie within 10 days of today; the text says why they stand out.
  // (The day itself depends on the fake's and the browser's time zones, which may differ.)
  await expect(claims.getByText(/Fecha cercana: /)).toHaveCount(3);
  await expectNoAxeViolations(page);

  await licence.getByRole('link', { name: 'Ver mi licencia' }).click();
  await expect(page).toHaveURL(/\/licencia$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Licencia de conducir' })).toBeVisible();
  for (const term of [
    'Trámite',
    'Número',
    'Clases',
    'Documento',
    'Nombre y apellido',
    'Localidad',
    'Fecha de expedición',
    'Fecha de vencimiento',
    'Estado',
    'Días para el vencimiento',
  ]) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
  }
  await expect(page.getByText('FERNÁNDEZ, MARÍA LAURA')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the demo resident filters the claims by each filter, and Back undoes each step', async ({ page }) => {
  await arriveSignedIn(page);
  await page.getByRole('link', { name: 'Ver todos mis reclamos (9)' }).click();
  await expect(page).toHaveURL(/\/reclamos$/);
  await expect(page).toHaveTitle('Mis reclamos · Portal del Vecino');
  await expect(page.getByText('9 reclamos', { exact: true })).toBeVisible();
  await expect(claimLinks(page)).toHaveCount(9);
  await expectNoAxeViolations(page);

  await choose(page, 'Categoría', 'Residuos');
  await expect(page).toHaveURL(/\?categoria=Residuos$/);
  await expect(page.getByText('2 de 9 reclamos coinciden con los filtros')).toBeVisible();
  await expect(claimLinks(page)).toHaveText(['Residuos - Recolección no realizada', 'Residuos - Microbasural']);

  await choose(page, 'Estado', 'Resuelto');
  await expect(page).toHaveURL(/estado=Resuelto/);
  await expect(claimLinks(page)).toHaveText(['Residuos - Microbasural']);

  await choose(page, 'Período', 'Últimos 30 días');
  await expect(page).toHaveURL(/periodo=30/);
  await expect(page.getByText('Ningún reclamo coincide con los filtros elegidos.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(claimLinks(page)).toHaveText(['Residuos - Microbasural']);
  await expect(page.getByRole('combobox', { name: 'Período' })).toHaveText(/Todos/);
  await page.goBack();
  await expect(claimLinks(page)).toHaveCount(2);
  await page.goBack();
  await expect(claimLinks(page)).toHaveCount(9);
  await page.goForward();
  await expect(claimLinks(page)).toHaveCount(2);

  // The empty state's way out.
  await page.goto('/reclamos?categoria=Zoonosis&periodo=30');
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/reclamos$/);
  await expect(claimLinks(page)).toHaveCount(9);
});

test('a shared filtered link keeps its filters, and a claim opens its details', async ({ page, context }) => {
  await arriveSignedIn(page);
  const shared = await context.newPage();
  await shared.goto('/reclamos?estado=En+proceso');
  await expect(shared.getByText('2 de 9 reclamos coinciden con los filtros')).toBeVisible();
  await expect(shared.getByRole('combobox', { name: 'Estado' })).toHaveText(/En proceso/);

  await shared.getByRole('link', { name: 'Calles y veredas - Bache' }).click();
  const dialog = shared.getByRole('dialog', { name: 'Reclamo N° 248119' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Zelarrayán 820')).toBeVisible();
  await expect(dialog.getByText('En proceso')).toBeVisible();
  await expect(shared).toHaveURL(/estado=En\+proceso&reclamo=3$/);
  await expectNoAxeViolations(shared);

  // The open claim is part of the address too.
  const again = await context.newPage();
  await again.goto(shared.url());
  await expect(again.getByRole('dialog', { name: 'Reclamo N° 248119' })).toBeVisible();

  await shared.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(shared).toHaveURL(/\/reclamos\?estado=En\+proceso$/);
});

test('the second seeded resident, once verified (Nivel 2), sees the empty states', async ({ page }) => {
  await arriveSignedIn(page, NEW, '/dashboard', { verified: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Julián' })).toBeVisible();
  await expect(page.getByText('No tenés una licencia de conducir registrada en el municipio.')).toBeVisible();
  await expect(page.getByText('Todavía no tenés reclamos.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/reclamos');
  await expect(page.getByText('Todavía no tenés reclamos.')).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);

  await page.goto('/licencia');
  await expect(page.getByText('No encontramos una licencia de conducir a tu nombre.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a failing claims service shows the error, and the retry works', async ({ page }) => {
  // Signing in calls only the auth service: the fault is in place before the claims load.
  await setFault(page, 'municipal', 'fail');
  await arriveSignedIn(page, DEMO, '/reclamos');
  const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar tus reclamos' });
  await expect(alert).toBeVisible();
  await expectNoAxeViolations(page);

  await setFault(page, 'municipal', 'none');
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('9 reclamos', { exact: true })).toBeVisible();
});
