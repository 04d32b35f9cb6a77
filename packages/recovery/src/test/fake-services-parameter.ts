import type { FakeState } from '@portal/fake-services';
import { fakeState } from './setup';

/**
 * testStories' beforeEach: applies a story's `parameters.fakeServices` to this test's fresh fake
 * state, as the shared Storybook does for its own.
 */
export function applyFakeServices(story: { parameters: Record<string, unknown> }): void {
  const prepare = story.parameters.fakeServices as ((state: FakeState) => void) | undefined;
  prepare?.(fakeState());
}
