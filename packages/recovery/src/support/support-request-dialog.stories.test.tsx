import { testStories } from '@portal/vitest-config/stories';
import { applyFakeServices } from '../test/fake-services-parameter';
import * as stories from './support-request-dialog.stories';

testStories(stories, { beforeEach: applyFakeServices });
