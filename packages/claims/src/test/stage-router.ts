import type { UserProfile } from '@portal/api-client';
import { createTestRouter } from '@portal/vitest-config/router';
import { demoProfile, stageRoutes } from './signed-in-stage';

/** A test router with this package's routes inside a stand-in shell (render it with `TestRouter`). */
export function createStageRouter(path: string, profile: UserProfile = demoProfile) {
  return createTestRouter(stageRoutes(profile), { initialEntries: [path] });
}
