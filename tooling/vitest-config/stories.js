import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, it } from 'vitest';
import { expectNoAxeViolations } from './axe.js';

/**
 * Stories are tests too: renders every story of a CSF module, runs its play function if it
 * has one, and checks the result with axe.
 * @param {Record<string, unknown>} storiesModule the `import * as stories from './x.stories'`
 * @param {{ beforeEach?: (story: { parameters: Record<string, unknown> }) => void | Promise<void> }} [options]
 *   `beforeEach` receives the composed story, so a package can prepare what the story's
 *   parameters ask for (for example the fake services' state) before it renders.
 */
export function testStories(storiesModule, options = {}) {
  const composed = composeStories(storiesModule);
  const title = storiesModule.default?.title ?? 'stories';
  describe(`${title} stories`, () => {
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
