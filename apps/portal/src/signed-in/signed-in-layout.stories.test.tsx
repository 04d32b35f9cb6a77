import type { FakeState } from '@portal/fake-services';
import { testStories } from '@portal/vitest-config/stories';
import { fake } from '../test/setup';
import * as stories from './signed-in-layout.stories';

// Each story's situation, set up on this test's fake services.
testStories(stories, {
  beforeEach: (story) => (story.parameters.fakeServices as ((state: FakeState) => void) | undefined)?.(fake),
});
