/**
 * The axe rule set every accessibility check of the portal runs: WCAG 2.0, 2.1 and 2.2, levels A
 * and AA. The story tests (jsdom, `axe.js`), the browser tests and Storybook's accessibility panel
 * all use these tags, so a story passes or fails on the same rules wherever it is checked.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
