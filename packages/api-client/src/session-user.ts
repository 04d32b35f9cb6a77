import type { SessionUser, UserProfile } from './types';

/** The signed-in user as the screens hold it (docs/product.md#signed-in-shell). */
export function toSessionUser(profile: UserProfile): SessionUser {
  return {
    id_custom: profile.id,
    id_profile: profile.profile.id,
    first_name: profile.first_name,
    last_name: profile.last_name,
    dni: profile.dni,
    email: profile.email,
  };
}
