import { testStories } from '@portal/vitest-config/stories';
import * as stories from './privacy-policy-drawer.stories';

testStories(stories);
