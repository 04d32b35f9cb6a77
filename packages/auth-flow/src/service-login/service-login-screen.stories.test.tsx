import { testStories } from '@portal/vitest-config/stories';
import * as stories from './service-login-screen.stories';

testStories(stories);
