import { createHandlers, type FakeState } from '@portal/fake-services';
import { testStories } from '@portal/vitest-config/stories';
import { fakeState, server } from '../test/setup';
import * as stories from './link-choice.stories';

testStories(stories, {
  beforeEach: (story) => {
    const prepare = story.parameters.fakeServices as ((state: FakeState) => void) | undefined;
    prepare?.(fakeState());
    server.resetHandlers(...createHandlers(fakeState()));
  },
});
