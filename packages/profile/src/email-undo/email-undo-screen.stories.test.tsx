import type { FakeState } from '@portal/fake-services';
import { testStories } from '@portal/vitest-config/stories';
import { fakeState, serveFakeState } from '../test/setup';
import * as stories from './email-undo-screen.stories';

testStories(stories, {
  beforeEach: (story) => {
    (story.parameters.fakeServices as ((state: FakeState) => void) | undefined)?.(fakeState());
    serveFakeState();
  },
});
