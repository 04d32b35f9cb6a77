import { formData } from './form-data';
import { authHttp, authOptions, requestJson } from './http';
import { profileDetails, savedUser, userProfile } from './schemas';
import type { ProfileDetails, ProfileUpdate, SavedUser, UserProfile, UserUpdate } from './types';

/** GET userprofile/ (bearer): the signed-in user with the profile details. */
export function getUserProfile(): Promise<UserProfile> {
  return requestJson(authHttp, 'userprofile/', authOptions({ authenticated: true }), userProfile);
}

/** PATCH profile/{user_profile_id}/ (bearer, multipart). */
export function updateProfile(update: ProfileUpdate): Promise<ProfileDetails> {
  const body = formData({
    user_profile_id: update.user_profile_id,
    gender: update.gender,
    birth_date: update.birth_date,
    town: update.town,
    postal_code: update.postal_code,
    street: update.street,
    height: update.height,
    apartment: update.apartment,
    floor: update.floor,
    phone_prefix: update.phone_prefix,
    phone: update.phone,
    viewed: update.viewed,
    long: update.long,
    lat: update.lat,
  });
  return requestJson(
    authHttp,
    `profile/${encodeURIComponent(String(update.user_profile_id))}/`,
    authOptions({ authenticated: true, method: 'patch', body }),
    profileDetails,
  );
}

/**
 * PATCH customuser/{id}/ (bearer, multipart): names and e-mail, never the DNI; with a new e-mail,
 * the current password (the answer's `pending_email` names it until its link is opened; a wrong
 * or missing password is a 400 naming `current_password`). A 400 for a taken
 * or invalid e-mail arrives as a PortalError whose `fieldErrors` holds `email` (a service that
 * still checks a DNI it was not sent may name `dni`).
 */
export function updateUser(update: UserUpdate): Promise<SavedUser> {
  const body = formData({
    id: update.id,
    first_name: update.first_name,
    last_name: update.last_name,
    email: update.email,
    ...(update.current_password !== undefined ? { current_password: update.current_password } : {}),
  });
  return requestJson(
    authHttp,
    `customuser/${encodeURIComponent(String(update.id))}/`,
    authOptions({ authenticated: true, method: 'patch', body }),
    savedUser,
  );
}
