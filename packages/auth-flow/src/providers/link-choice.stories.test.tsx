import { createHandlers, type FakeState } from '@portal/fake-services';
import { testStories } from '@portal/vitest-config/stories';
import type { RequestHandler } from 'msw';
import { fakeState, server } from '../test/setup';
import * as stories from './link-choice.stories';

testStories(stories, {
  beforeEach: (story) => {
    const prepare = story.parameters.fakeServices as ((state: FakeState) => void) | undefined;
    prepare?.(fakeState());
    // A situation the fakes cannot be put in comes as the story's own msw handlers, before theirs (as in Storybook).
    const overrides = (story.parameters.msw as { handlers?: RequestHandler[] } | undefined)?.handlers ?? [];
    server.resetHandlers(...overrides, ...createHandlers(fakeState()));
  },
});
