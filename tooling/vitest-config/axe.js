import axe from 'axe-core';

/**
 * WCAG 2.0, 2.1 and 2.2 A and AA rules. Colour contrast needs real layout, which jsdom lacks:
 * it is checked in the browser tests instead.
 */
const options = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  rules: { 'color-contrast': { enabled: false } },
};

/** Runs axe on an element and throws a readable error listing every violation. */
export async function expectNoAxeViolations(element = document.body) {
  const result = await axe.run(element, options);
  if (result.violations.length > 0) {
    const lines = result.violations.map(
      (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    );
    throw new Error(`axe found ${result.violations.length} violation(s):\n${lines.join('\n')}`);
  }
}
