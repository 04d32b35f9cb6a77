import { testStories } from '@portal/vitest-config/stories';
import { applyFakeServices } from '../test/fake-services-parameter';
import * as activation from './activation-screen.stories';
import * as reset from './reset-password-screen.stories';

testStories(activation, { beforeEach: applyFakeServices });
testStories(reset, { beforeEach: applyFakeServices });
