// The services' answers, each written once: a valibot schema checks an answer at the boundary
// (a malformed one becomes the portal's Spanish 'unexpected answer' error in `requestJson`,
// instead of a crash in a screen) and gives its type (types.ts). Objects keep only the fields
// named here; extra fields are dropped.
import * as v from 'valibot';

const number = v.pipe(v.number(), v.finite());

/** A number the service may also send as decimal text (coordinates, claim numbers). */
const numeric = v.union([number, v.pipe(v.string(), v.regex(/^\s*-?\d+(\.\d+)?\s*$/), v.transform(Number))]);

/** A field that may be null or missing; the portal always reads null. */
function nullable<T extends v.GenericSchema>(schema: T) {
  return v.nullish(schema, null);
}

const nullableString = nullable(v.string());

/** Tokens answered by doublefactor/, afipprofile/ and refreshtoken/. */
export const tokenPair = v.object({ access: v.string(), refresh: v.string() });

/** refreshtoken/: a service that does not rotate refresh tokens answers none. */
export const refreshAnswer = v.object({ access: v.string(), refresh: nullableString });

/**
 * POST login/: the service e-mailed a 4-digit code; `ticket` names this sign-in, and
 * doublefactor/ carries it back (a service that has not adopted tickets answers none).
 */
export const loginAnswer = v.object({ detail: v.string(), ticket: v.optional(v.pipe(v.string(), v.nonEmpty())) });

/** newalpha/: the one-time code a hand-off carries, letters and digits only. */
export const alphaAnswer = v.pipe(
  v.object({ alpha: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]+$/)) }),
  v.transform(({ alpha }) => alpha),
);

/** A provider's return, exchanged through afipprofile/ for tokens. */
export const providerReturn = v.object({ token: v.string(), alpha: v.string() });

const pendingTicket = v.pipe(v.string(), v.nonEmpty());
const seconds = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A return that found a level-1 account for the proven DNI: the resident chooses (R17); `email` is masked. */
const providerLinkPending = v.object({ link: v.object({ ticket: pendingTicket, email: v.string(), expires_in: seconds }) });

/** Another open account holds the identity's e-mail: the new account waits for one (R17). */
const providerEmailRequired = v.object({ email_required: v.object({ ticket: pendingTicket, expires_in: seconds }) });

/** POST {provider}redirect/: signed in, or a pending choice, or the question for an e-mail. */
export const providerReturnAnswer = v.union([providerReturn, providerLinkPending, providerEmailRequired]);

/** POST providerlink/decline/: the new account's return, or the question for an e-mail. */
export const providerDeclineAnswer = v.union([providerReturn, providerEmailRequired]);

export const namedEntity = v.object({ id: number, name: v.string() });

export const gender = v.picklist(['M', 'F', 'O']);

/** Profile details; `id` is the user_profile_id. */
export const profileDetails = v.object({
  id: number,
  gender: nullable(gender),
  birth_date: nullableString,
  town: nullableString,
  postal_code: nullableString,
  street: nullableString,
  height: nullableString,
  floor: nullableString,
  apartment: nullableString,
  phone_prefix: nullableString,
  phone: nullableString,
  lat: nullable(numeric),
  long: nullable(numeric),
  viewed: v.boolean(),
});

/**
 * A new e-mail asked for and not yet confirmed through its mailed link (CONTRACT.md, R10); missing
 * or null when there is none (a service without the confirmation answers none).
 */
const pendingEmail = v.nullish(v.string());

/**
 * The account's assurance level (CONTRACT.md, R11): 1, its DNI only typed at registration
 * (claimed); 2, proven by a national identity provider. Missing from a service that has no
 * levels: the portal then knows none (no badge, the data screens ask as before).
 */
const level = v.optional(v.picklist([1, 2]));

/** GET userprofile/: the user (`id` is the custom user id) with its profile details. */
export const userProfile = v.object({
  id: number,
  dni: numeric,
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  pending_email: pendingEmail,
  level,
  kind_of_person: namedEntity,
  register_from: namedEntity,
  profile: profileDetails,
});

/** PATCH customuser/{id}/: the saved user. */
export const savedUser = v.object({
  id: number,
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  pending_email: pendingEmail,
  dni: numeric,
});

/** An answer whose only use is its text for the resident (POST emailchange/cancel/). */
export const detailAnswer = v.pipe(
  v.object({ detail: v.string() }),
  v.transform(({ detail }) => detail),
);

/** POST emailchange/confirm/: the account's address is now the confirmed one. */
export const emailChangeAnswer = v.object({ detail: v.string(), email: v.string() });

/** POST customuser/: the account was created, not yet validated. */
export const registrationAnswer = v.object({ id: number, detail: v.string() });

/** locations/: the towns a street may be in. */
export const locations = v.array(v.string());

/** A driving licence. Dates are ISO (yyyy-mm-dd); `dias`, the days left (negative when past). */
export const licence = v.object({
  tramite: v.string(),
  numero: v.string(),
  clases: v.string(),
  documento: v.string(),
  nombre_apellido: v.string(),
  localidad: v.string(),
  fecha_expedicion: v.string(),
  fecha_vencimiento: v.string(),
  estado: v.string(),
  dias: number,
});

/** A claim (reclamo): `fecha` ISO (yyyy-mm-dd), `formatted_fecha` as the service writes it (dd/mm/yyyy). */
export const claim = v.object({
  id: number,
  numero: number,
  categoria: v.string(),
  subcategoria: v.string(),
  estado: v.string(),
  fecha: v.string(),
  formatted_fecha: v.string(),
  direccion: nullableString,
  descripcion: nullableString,
});

export const claims = v.array(claim);

export const street = v.object({
  id: number,
  nombre: v.string(),
  localidad: v.object({ id: number, nombre: v.string(), abreviatura: v.string() }),
});

export const streets = v.array(street);

/** The support request's answer: its claim number. */
export const supportAnswer = v.object({ nro_reclamo: numeric });

export const geocodeResult = v.object({ lat: numeric, lon: numeric });

export const geocodeAnswer = v.array(geocodeResult);
