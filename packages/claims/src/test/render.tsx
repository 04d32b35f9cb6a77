import { storeSession, type UserProfile } from '@portal/api-client';
import { demoProfile, renderStage } from './signed-in-stage';
import { fakeState } from './setup';

/**
 * Tests: the resident of `profile` signed in on this test's fake (the licence and claims are
 * answered only to their owner's token), then this package's routes at `path`.
 */
export function renderSignedIn(path: string, profile: UserProfile = demoProfile) {
  storeSession(fakeState().signIn(profile.dni));
  return renderStage(path, profile);
}
