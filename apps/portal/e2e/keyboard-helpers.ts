import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the
 * page; fails when it is not reached within `max` presses (it is not in the Tab order).
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/**
 * The focused element shows where it is (WCAG 2.4.7): a computed outline or box-shadow that is
 * not 'none', on itself or, for an input drawn inside a styled wrapper, on its wrapper.
 */
export async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { element: 'body', visible: false };
    const showsFocus = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || shadow;
    };
    let visible = showsFocus(focused);
    // A wrapper that marks :focus-within counts (the code boxes and some fields draw it there).
    for (let parent = focused.parentElement, depth = 0; !visible && parent && depth < 2; depth += 1) {
      visible = parent.matches(':focus-within') && showsFocus(parent);
      parent = parent.parentElement;
    }
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 30) ?? '';
    return { element: `${focused.tagName.toLowerCase()} "${name}"`, visible };
  });
  expect(indicator.visible, `visible focus indicator on ${indicator.element}`).toBe(true);
}

/** Opens a Radix select from the keyboard and picks an option with the arrow keys and Enter. */
export async function chooseWithKeyboard(page: Page, trigger: Locator, option: string) {
  await tabTo(page, trigger);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  for (let press = 0; press < 30; press += 1) {
    if (await wanted.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(trigger).toBeFocused();
}
