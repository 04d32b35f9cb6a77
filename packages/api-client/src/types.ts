// Entity types of spec section 3, as the services answer them.

/** The spec's error object: every failed call is normalised to this. */
export interface PortalError {
  message: string;
  /** The HTTP status, or 0 when no answer arrived (network failure, timeout). */
  status: number;
  isPinError: boolean;
  /** Field errors of a 400 such as `{email: ['...']}`, kept by field. */
  fieldErrors?: Record<string, string[]>;
  /** Seconds until a locked account (403) may try again, when the service says so. */
  retryAfter?: number;
}

/** Tokens answered by doublefactor/, afipprofile/ and refreshtoken/. */
export interface TokenPair {
  access: string;
  refresh: string;
}

/** Answer of POST login/: the service e-mailed a 4-digit code. */
export interface LoginChallenge {
  detail: string;
}

export interface NamedEntity {
  id: number;
  name: string;
}

export type Gender = 'M' | 'F' | 'O';

/** Profile details (spec section 3); `id` is the user_profile_id. */
export interface ProfileDetails {
  id: number;
  gender: Gender | null;
  birth_date: string | null;
  town: string | null;
  postal_code: string | null;
  street: string | null;
  height: string | null;
  floor: string | null;
  apartment: string | null;
  phone_prefix: string | null;
  phone: string | null;
  lat: number | null;
  long: number | null;
  viewed: boolean;
}

/** GET userprofile/: the user (`id` is the custom user id) with its profile details. */
export interface UserProfile {
  id: number;
  dni: number;
  first_name: string;
  last_name: string;
  email: string;
  kind_of_person: NamedEntity;
  register_from: NamedEntity;
  profile: ProfileDetails;
}

/** The signed-in user as the screens hold it. */
export interface SessionUser {
  id_custom: number;
  id_profile: number;
  first_name: string;
  last_name: string;
  dni: number;
  email: string;
}

/** Registration form as sent (multipart) to customuser/. */
export interface RegistrationRequest {
  first_name: string;
  last_name: string;
  dni: string;
  email: string;
  password: string;
}

/** Answer of POST customuser/: the account was created, not yet validated. */
export interface RegistrationAnswer {
  id: number;
  detail: string;
}

/** Answer of PATCH customuser/{id}/: the saved user. */
export interface SavedUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  dni: number;
}

/** Support request as the form holds it (spec section 3). */
export interface SupportRequest {
  nombre: string;
  apellido: string;
  dni: string;
  correo: string;
  telefono_movil: string;
  descripcion: string;
}

export interface SupportRequestAnswer {
  nro_reclamo: number;
}

/** A driving licence (spec section 3). */
export interface Licence {
  tramite: string;
  numero: string;
  clases: string;
  documento: string;
  nombre_apellido: string;
  localidad: string;
  /** ISO date (yyyy-mm-dd). */
  fecha_expedicion: string;
  /** ISO date (yyyy-mm-dd). */
  fecha_vencimiento: string;
  estado: string;
  /** Days left until expiry; negative when past. */
  dias: number;
}

/** A claim (reclamo). */
export interface Claim {
  id: number;
  numero: number;
  categoria: string;
  subcategoria: string;
  estado: string;
  /** ISO date (yyyy-mm-dd). */
  fecha: string;
  /** The date as the service formats it (dd/mm/yyyy). */
  formatted_fecha: string;
  direccion: string | null;
  descripcion: string | null;
}

export interface Street {
  id: number;
  nombre: string;
  localidad: {
    id: number;
    nombre: string;
    abreviatura: string;
  };
}

/** Provider return answer: exchanged through afipprofile/ for tokens. */
export interface ProviderReturn {
  token: string;
  alpha: string;
}

export type Provider = 'afip' | 'anses' | 'miargentina' | 'renaper';

export interface GeocodeResult {
  lat: number;
  lon: number;
}

/** Address to geocode; town and province default to Bahía Blanca, Buenos Aires. */
export interface GeocodeQuery {
  street: string;
  number: string | number;
  town?: string;
  province?: string;
}

/** Profile save (PATCH profile/{user_profile_id}/, multipart). */
export interface ProfileUpdate {
  user_profile_id: number;
  gender: Gender;
  birth_date: string;
  town: string;
  postal_code: string;
  street: string;
  height: string;
  apartment: string;
  floor: string;
  phone_prefix: string;
  phone: string;
  viewed: true;
  long: number | null;
  lat: number | null;
}

/** User save (PATCH customuser/{id}/, multipart). */
export interface UserUpdate {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  dni: string;
}

/**
 * What the signed-in shell hands to every signed-in screen through the router's outlet
 * context: it loads the resident's profile once (spec section 7), and feature packages read it
 * with `useOutletContext<SignedInContext>()` instead of loading it again.
 */
export interface SignedInContext {
  profile: UserProfile;
  /** Loads userprofile/ again, after a save. */
  reloadProfile: () => Promise<void>;
}
