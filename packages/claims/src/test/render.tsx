import { storeSession, type UserProfile } from '@portal/api-client';
import { fakeState } from './setup';
import { demoProfile, holdAtLevel, renderStage } from './signed-in-stage';

/**
 * Tests: the resident of `profile` signed in on this test's fake (the licence and claims are
 * answered only to their owner's level-2 token), then this package's routes at `path`.
 */
export function renderSignedIn(path: string, profile: UserProfile = demoProfile) {
  // The fake's account at the profile's level, so the token it issues says the same.
  if (profile.level !== undefined) holdAtLevel(fakeState(), profile.dni, profile.level);
  storeSession(fakeState().signIn(profile.dni));
  return renderStage(path, profile);
}
