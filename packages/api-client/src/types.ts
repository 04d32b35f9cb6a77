// The portal's types: the services' answers, inferred from their schemas (schemas.ts, each shape
// written once), and what the portal sends and holds.
import type { InferOutput } from 'valibot';
import type * as schemas from './schemas';

export type TokenPair = InferOutput<typeof schemas.tokenPair>;
/** Answer of POST login/: the service e-mailed a 4-digit code, for the sign-in `ticket` names. */
export type LoginChallenge = InferOutput<typeof schemas.loginAnswer>;
export type NamedEntity = InferOutput<typeof schemas.namedEntity>;
export type Gender = InferOutput<typeof schemas.gender>;
export type ProfileDetails = InferOutput<typeof schemas.profileDetails>;
export type UserProfile = InferOutput<typeof schemas.userProfile>;
export type RegistrationAnswer = InferOutput<typeof schemas.registrationAnswer>;
export type SavedUser = InferOutput<typeof schemas.savedUser>;
export type SupportRequestAnswer = InferOutput<typeof schemas.supportAnswer>;
export type Licence = InferOutput<typeof schemas.licence>;
export type Claim = InferOutput<typeof schemas.claim>;
export type Street = InferOutput<typeof schemas.street>;
export type ProviderReturn = InferOutput<typeof schemas.providerReturn>;
export type ProviderReturnAnswer = InferOutput<typeof schemas.providerReturnAnswer>;
export type ProviderDeclineAnswer = InferOutput<typeof schemas.providerDeclineAnswer>;
export type GeocodeResult = InferOutput<typeof schemas.geocodeResult>;

/** The error object of docs/product.md#error-catalogue: every failed call is normalised to this. */
export interface PortalError {
  message: string;
  /** The HTTP status, or 0 when no answer arrived (network failure, timeout). */
  status: number;
  isPinError: boolean;
  /** Field errors of a 400 such as `{email: ['...']}`, kept by field. */
  fieldErrors?: Record<string, string[]>;
  /** Seconds until a locked account (403) may try again, when the service says so. */
  retryAfter?: number;
  /**
   * Why the service refused, when its error body names it (`reason`; CONTRACT.md, R11 to R15):
   * `level`, `other_dni`, `dni_mismatch`, `code_step_closed`, `session_ended`.
   */
  reason?: string;
}

/** The account's assurance level (CONTRACT.md, R11): 1 its DNI claimed, 2 proven by a provider. */
export type AssuranceLevel = 1 | 2;

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

/** Support request as the form holds it (docs/product.md#support-request). */
export interface SupportRequest {
  nombre: string;
  apellido: string;
  dni: string;
  correo: string;
  telefono_movil: string;
  descripcion: string;
}

export type Provider = 'afip' | 'anses' | 'miargentina' | 'renaper';

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

/**
 * User save (PATCH customuser/{id}/, multipart). Never the DNI: it is the identity, which only
 * registration's DNI check and the national providers set (CONTRACT.md, R9).
 */
export interface UserUpdate {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** Only with a new e-mail: the service asks for it before mailing the confirmation link (R10). */
  current_password?: string;
}
