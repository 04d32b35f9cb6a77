import { testStories } from '@portal/vitest-config/stories';
import { applyFakeServices } from '../test/fake-services-parameter';
import * as recovery from './forgot-password-screen.stories';
import * as resend from './resend-verification-screen.stories';

testStories(recovery, { beforeEach: applyFakeServices });
testStories(resend, { beforeEach: applyFakeServices });
