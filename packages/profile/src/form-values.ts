import type { Gender, ProfileUpdate, UserProfile, UserUpdate } from '@portal/api-client';

/** What the resident edits on /profileform (docs/product.md#profile-form), all as the inputs hold them; the DNI is shown, not edited. */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  email: string;
  gender: Gender | '';
  birth_date: string;
  town: string;
  postal_code: string;
  /** The street name (the old form's adress_name). */
  street: string;
  /** The chosen street's locality abbreviation, to tell apart streets of the same name. */
  street_locality: string;
  height: string;
  floor: string;
  apartment: string;
  phone_prefix: string;
  phone: string;
  /** Asked for only while the e-mail differs from the saved one (docs/product.md#changing-the-e-mail). */
  current_password: string;
}

export interface Coordinates {
  lat: number;
  lon: number;
}

/** The marker of a placeholder e-mail the old sign-up left behind (docs/product.md#profile-form). */
const PLACEHOLDER_EMAIL_MARKER = 'bbtst';

export function isPlaceholderEmail(email: string): boolean {
  return email.toLowerCase().includes(PLACEHOLDER_EMAIL_MARKER);
}

/** The form prefilled from the user and the profile details; a placeholder e-mail starts empty. */
export function initialValues(profile: UserProfile): ProfileFormValues {
  const details = profile.profile;
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: isPlaceholderEmail(profile.email) ? '' : profile.email,
    gender: details.gender ?? '',
    birth_date: details.birth_date ?? '',
    town: details.town ?? '',
    postal_code: details.postal_code ?? '',
    street: details.street ?? '',
    street_locality: '',
    height: details.height ?? '',
    floor: details.floor ?? '',
    apartment: details.apartment ?? '',
    phone_prefix: details.phone_prefix ?? '',
    phone: details.phone ?? '',
    current_password: '',
  };
}

/** Whether the form's e-mail is a new address: the service then asks for the current password. */
export function emailChanges(values: ProfileFormValues, profile: UserProfile): boolean {
  const typed = values.email.trim().toLowerCase();
  // An empty e-mail is no address yet (a placeholder starts empty): the rules refuse it first.
  return typed !== '' && typed !== profile.email.trim().toLowerCase();
}

/** The saved coordinates, when the profile has both. */
export function savedCoordinates(profile: UserProfile): Coordinates | null {
  const { lat, long } = profile.profile;
  return lat !== null && long !== null ? { lat, lon: long } : null;
}

const same = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the address to geocode differs from the one the coordinates were found for. */
function addressChanged(values: ProfileFormValues, profile: UserProfile): boolean {
  const details = profile.profile;
  return !(same(details.street, values.street) && same(details.height, values.height) && same(details.town, values.town));
}

/** Whether the save must find the address on the map first: it has no coordinates, or it changed. */
export function needsLocating(values: ProfileFormValues, profile: UserProfile, coordinates: Coordinates | null): boolean {
  return !coordinates || addressChanged(values, profile);
}

/** PATCH profile/{user_profile_id}/: every detail, `viewed` true and the coordinates (or none). */
export function toProfileUpdate(values: ProfileFormValues, profile: UserProfile, coordinates: Coordinates | null): ProfileUpdate {
  return {
    user_profile_id: profile.profile.id,
    // The rules have run: gender is set.
    gender: values.gender || 'O',
    birth_date: values.birth_date,
    town: values.town.trim(),
    postal_code: values.postal_code.trim(),
    street: values.street.trim(),
    height: values.height.trim(),
    apartment: values.apartment.trim(),
    floor: values.floor.trim(),
    phone_prefix: values.phone_prefix.trim(),
    phone: values.phone.trim(),
    viewed: true,
    lat: coordinates?.lat ?? null,
    long: coordinates?.lon ?? null,
  };
}

/** PATCH customuser/{id}/: never the DNI, which the form shows but does not change (docs/product.md#profile-form). */
export function toUserUpdate(values: ProfileFormValues, profile: UserProfile): UserUpdate {
  return {
    id: profile.id,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    ...(emailChanges(values, profile) ? { current_password: values.current_password } : {}),
  };
}
