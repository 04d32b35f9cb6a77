import { testStories } from '@portal/vitest-config/stories';
import * as stories from './email-undo-providers.stories';

testStories(stories);
