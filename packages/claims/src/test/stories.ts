import type { FakeState } from '@portal/fake-services';
import { fakeState } from './setup';

/** testStories' beforeEach: applies the story's `parameters.fakeServices` to this test's fake. */
export function prepareFake(story: { parameters: Record<string, unknown> }): void {
  const prepare = story.parameters.fakeServices as ((state: FakeState) => void) | undefined;
  prepare?.(fakeState());
}
