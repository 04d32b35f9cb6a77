import axe from 'axe-core';
import { WCAG_TAGS } from './axe-rules.js';

/**
 * The portal's WCAG rules (`axe-rules.js`). Colour contrast needs real layout, which jsdom lacks:
 * it is checked in the browser tests and in Storybook's accessibility panel instead.
 */
const options = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: { 'color-contrast': { enabled: false } },
};

/** Runs axe on an element and throws a readable error listing every violation. */
export async function expectNoAxeViolations(element = document.body) {
  const result = await axe.run(element, options);
  if (result.violations.length > 0) {
    const lines = result.violations.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
    throw new Error(`axe found ${result.violations.length} violation(s):\n${lines.join('\n')}`);
  }
}
