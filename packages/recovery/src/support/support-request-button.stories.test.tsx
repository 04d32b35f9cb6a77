import { testStories } from '@portal/vitest-config/stories';
import * as stories from './support-request-button.stories';

testStories(stories);
