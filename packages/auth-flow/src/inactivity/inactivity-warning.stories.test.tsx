import { testStories } from '@portal/vitest-config/stories';
import * as stories from './inactivity-warning.stories';

testStories(stories);
