import { expect, waitFor, within } from 'storybook/test';

// What stories share, in Storybook's browser as in vitest (`testStories`): nothing here imports vitest.

/** The viewports of apps/storybook's preview, as a story's `globals`. */
export const phone = { viewport: { value: 'phone' } };
export const desktop = { viewport: { value: 'desktop' } };

/**
 * A story's play: waits until every text is on the page and seen (dialogs included, they render
 * outside the canvas), so the story is checked in the state it is named after, not while its screen
 * loads or a dialog is still fading in (in a browser, where animations run).
 * @param {...(string | RegExp)} texts
 */
export function expectTexts(...texts) {
  return async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    for (const text of texts) {
      await waitFor(() => expect(page.getAllByText(text)[0]).toBeVisible(), { timeout: 5_000 });
    }
  };
}
