import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.js';

/**
 * Plainly English words, as a story's export name would show in Storybook's sidebar: the city's
 * designers read Spanish there, the state as a resident meets it ('Con el código', 'Bloqueada').
 */
const ENGLISH_WORDS =
  /\b(?:the|and|with|without|phone|desktop|loading|loaded|failed|empty|open|opened|closed|sending|sent|saving|saved|form|filled|disabled|invalid|valid|success|button|link|primary|secondary|live|too|many|not|verified|missing|refused|locked|default|plain|busy|warning|info|toast|banner|footer)\b/i;

/** What is wrong with the names of a CSF module's stories: each needs a Spanish `name` of its own. */
function storyNameProblems(storiesModule, exportNames) {
  return exportNames.flatMap((exportName) => {
    const name = storiesModule[exportName]?.name;
    if (typeof name !== 'string' || name.trim() === '') return [`${exportName} has no name`];
    const english = ENGLISH_WORDS.exec(name);
    return english ? [`${exportName}'s name '${name}' says '${english[0]}'`] : [];
  });
}

/**
 * Stories are tests too: renders every story of a CSF module, runs its play function if it
 * has one, and checks the result with axe. Every story has a Spanish name of its own.
 * @param {Record<string, unknown>} storiesModule the `import * as stories from './x.stories'`
 * @param {{ beforeEach?: (story: { parameters: Record<string, unknown> }) => void | Promise<void> }} [options]
 *   `beforeEach` receives the composed story, so a package can prepare what the story's
 *   parameters ask for (for example the fake services' state) before it renders.
 */
export function testStories(storiesModule, options = {}) {
  const composed = composeStories(storiesModule);
  const title = storiesModule.default?.title ?? 'stories';
  describe(`${title} stories`, () => {
    it('names every story in Spanish', () => {
      expect(storyNameProblems(storiesModule, Object.keys(composed))).toEqual([]);
    });
    for (const [name, Story] of Object.entries(composed)) {
      it(`${name} renders and passes axe`, async () => {
        await options.beforeEach?.(Story);
        await Story.load?.();
        const { container } = render(createElement(Story));
        if (Story.play) await Story.play({ canvasElement: container });
        await expectNoAxeViolations(document.body);
      });
    }
  });
}
