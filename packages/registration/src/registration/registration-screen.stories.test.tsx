import { createHandlers, type FakeState } from '@portal/fake-services';
import { testStories } from '@portal/vitest-config/stories';
import { fakeState, server } from '../test/setup';
import * as stories from './registration-screen.stories';

testStories(stories, {
  beforeEach: (story) => {
    // The shared Storybook prepares the fake from the story's parameters; so does this test.
    const prepare = story.parameters.fakeServices as ((state: FakeState) => void) | undefined;
    prepare?.(fakeState());
    server.resetHandlers(...createHandlers(fakeState()));
  },
});
