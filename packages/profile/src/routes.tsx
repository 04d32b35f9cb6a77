import type { RouteObject } from 'react-router';
import { PROFILE_PATHS } from './paths';

export { PROFILE_PATHS } from './paths';

// Functions, not the object form of `lazy`: react-router deletes resolved keys from a `lazy`
// object, which would break every later router built from these shared route objects.
async function lazyProfilePage() {
  return { Component: (await import('./profile-page/profile-page')).ProfilePage };
}

async function lazyProfileForm() {
  return { Component: (await import('./profile-form/profile-form')).ProfileFormScreen };
}

/**
 * `/perfil` and `/profileform`, for the signed-in layout's children: both read the resident's
 * profile from its outlet context (`SignedInContext`).
 */
export const profileRoutes: RouteObject[] = [
  { path: PROFILE_PATHS.profile, lazy: lazyProfilePage },
  { path: PROFILE_PATHS.form, lazy: lazyProfileForm },
];
