import type { Page } from '@playwright/test';
import { arriveSignedIn, expect, expectNoAxeViolations, test } from './fixtures';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Escritorio' });
const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /María Laura Fernández/ });

test('the sidebar lists the entries, the coming ones disabled, the current one marked', async ({ page, consoleErrors }) => {
  await page.setViewportSize(DESKTOP);
  await arriveSignedIn(page);
  // The frame drawn while the profile loads is replaced by the profile's own (the resident's name
  // in the top bar): measured before, its sidebar could be the one just taken off the page.
  await expect(accountButton(page)).toBeVisible();
  const nav = sidebar(page);
  await expect(nav).toBeVisible();
  expect(await nav.evaluate((element) => element.parentElement?.getBoundingClientRect().width)).toBe(300);
  await expect(nav.getByRole('listitem')).toHaveText([
    'Escritorio',
    'AlertasMuy pronto...',
    'Mis documentosMuy pronto...',
    'VencimientosMuy pronto...',
    'Licencia de conducir',
    'Reclamos',
  ]);
  await expect(nav.getByRole('link')).toHaveText(['Escritorio', 'Licencia de conducir', 'Reclamos']);
  for (const name of ['Alertas', 'Mis documentos', 'Vencimientos']) {
    await expect(nav.locator('[aria-disabled="true"]', { hasText: name })).toContainText('Muy pronto...');
  }
  await expect(nav.getByRole('link', { name: 'Escritorio' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();

  const banner = page.getByRole('banner');
  await expect(banner.getByText('Nivel 2')).toBeVisible();
  await expect(accountButton(page)).toContainText('MF');
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'Licencia de conducir' }).click();
  await expect(page).toHaveURL(/\/licencia$/);
  await expect(nav.getByRole('link', { name: 'Licencia de conducir' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Escritorio' })).not.toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Escritorio' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(nav.getByRole('link', { name: 'Escritorio' })).toHaveAttribute('aria-current', 'page');
  expect(consoleErrors).toEqual([]);
});

test('the skip link is the first Tab stop and jumps to the content', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await arriveSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#contenido')).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('on a phone the sidebar is a drawer: it traps focus, Escape closes it, focus returns', async ({ page, consoleErrors }) => {
  await arriveSignedIn(page);
  await page.setViewportSize(PHONE);
  await expect(sidebar(page)).toBeHidden();
  await expect(accountButton(page)).toBeVisible();
  await expectNoAxeViolations(page);

  const opener = page.getByRole('button', { name: 'Abrir menú' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Escritorio' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Escritorio' })).toHaveAttribute('aria-current', 'page');
  await expect(drawer.getByText('Muy pronto...')).toHaveCount(3);
  await expectNoAxeViolations(page);

  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  // Following an entry closes the drawer on the new page.
  await opener.click();
  await drawer.getByRole('link', { name: 'Licencia de conducir' }).click();
  await expect(page).toHaveURL(/\/licencia$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Licencia de conducir', level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("the account menu works from the keyboard and 'Editar perfil' opens /perfil", async ({ page, consoleErrors }) => {
  await page.setViewportSize(DESKTOP);
  await arriveSignedIn(page);
  await accountButton(page).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Editar perfil', 'Cerrar sesión']);
  await expect(menu.getByRole('menuitem', { name: 'Editar perfil' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  // Radix's menu moves focus a task after the key (roving focus's setTimeout), and Chromium runs
  // input ahead of timers: Enter pressed before it lands would choose 'Cerrar sesión'.
  await expect(menu.getByRole('menuitem', { name: 'Editar perfil' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("'Cerrar sesión' returns to / and the signed-in pages are then refused", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await arriveSignedIn(page);
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('textbox', { name: 'DNI o e-mail' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('false');

  await page.goto('/reclamos');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Escritorio' })).toHaveCount(0);
});
