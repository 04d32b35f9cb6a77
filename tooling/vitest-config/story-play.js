import { expect, within } from 'storybook/test';

// What stories share, in Storybook's browser as in vitest (`testStories`): nothing here imports vitest.

/** The viewports of apps/storybook's preview, as a story's `globals`. */
export const phone = { viewport: { value: 'phone' } };
export const desktop = { viewport: { value: 'desktop' } };

/**
 * A story's play: waits until every text is on the page (dialogs included, they render outside
 * the canvas), so the story is checked in the state it is named after, not while its screen loads.
 * @param {...(string | RegExp)} texts
 */
export function expectTexts(...texts) {
  return async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    for (const text of texts) {
      await expect((await page.findAllByText(text, {}, { timeout: 5_000 }))[0]).toBeVisible();
    }
  };
}
