import { testStories } from '@portal/vitest-config/stories';
import * as stories from './login-screen.stories';

testStories(stories);
