import { testStories } from '@portal/vitest-config/stories';
import { prepareFake } from '../test/stories';
import * as stories from './dashboard-screen.stories';

testStories(stories, { beforeEach: prepareFake });
