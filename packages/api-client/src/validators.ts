// Small hand-written checks of the services' answers: a malformed answer fails here, at the
// boundary, with the path of the first wrong field, instead of as a crash in a screen.
import type {
  Claim,
  Licence,
  NamedEntity,
  ProfileDetails,
  ProviderReturn,
  SavedUser,
  Street,
  TokenPair,
  UserProfile,
} from './types';

export class ShapeError extends Error {
  constructor(path: string, expected: string) {
    super(`${path || 'answer'}: expected ${expected}`);
    this.name = 'ShapeError';
  }
}

export type Check<T> = (value: unknown, path?: string) => T;

export const string: Check<string> = (value, path = '') => {
  if (typeof value !== 'string') throw new ShapeError(path, 'a string');
  return value;
};

export const number: Check<number> = (value, path = '') => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ShapeError(path, 'a number');
  return value;
};

/** A number the service may also send as decimal text (coordinates, claim numbers). */
export const numeric: Check<number> = (value, path = '') => {
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return number(value, path);
};

export const boolean: Check<boolean> = (value, path = '') => {
  if (typeof value !== 'boolean') throw new ShapeError(path, 'a boolean');
  return value;
};

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path = '') => (value === null || value === undefined ? null : check(value, path));
}

export function oneOf<const T extends string>(options: readonly T[]): Check<T> {
  return (value, path = '') => {
    if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
      throw new ShapeError(path, `one of ${options.join(', ')}`);
    }
    return value as T;
  };
}

export function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value, path = '') => {
    if (!Array.isArray(value)) throw new ShapeError(path, 'a list');
    return value.map((item, index) => check(item, `${path}[${index}]`));
  };
}

type Shape<T> = { [K in keyof T]-?: Check<T[K]> };

/** Checks the named fields and keeps only them; unknown extra fields are dropped. */
export function object<T>(shape: Shape<T>): Check<T> {
  return (value, path = '') => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ShapeError(path, 'an object');
    }
    const record = value as Record<string, unknown>;
    const result: Partial<T> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      result[key] = shape[key](record[key], path ? `${path}.${key}` : key);
    }
    return result as T;
  };
}

export const tokenPair: Check<TokenPair> = object<TokenPair>({ access: string, refresh: string });

export const detailAnswer = object<{ detail: string }>({ detail: string });

export const alphaAnswer: Check<string> = (value, path = '') => {
  const { alpha } = object<{ alpha: string }>({ alpha: string })(value, path);
  if (!/^[A-Za-z0-9]+$/.test(alpha)) throw new ShapeError(`${path}alpha`, 'letters and digits only');
  return alpha;
};

export const providerReturn = object<ProviderReturn>({ token: string, alpha: string });

const namedEntity = object<NamedEntity>({ id: number, name: string });

const nullableString = nullable(string);

export const profileDetails = object<ProfileDetails>({
  id: number,
  gender: nullable(oneOf(['M', 'F', 'O'] as const)),
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
  viewed: boolean,
});

export const userProfile = object<UserProfile>({
  id: number,
  dni: numeric,
  first_name: string,
  last_name: string,
  email: string,
  kind_of_person: namedEntity,
  register_from: namedEntity,
  profile: profileDetails,
});

export const savedUser = object<SavedUser>({
  id: number,
  first_name: string,
  last_name: string,
  email: string,
  dni: numeric,
});

export const registrationAnswer = object<{ id: number; detail: string }>({ id: number, detail: string });

export const locations = arrayOf(string);

export const licence = object<Licence>({
  tramite: string,
  numero: string,
  clases: string,
  documento: string,
  nombre_apellido: string,
  localidad: string,
  fecha_expedicion: string,
  fecha_vencimiento: string,
  estado: string,
  dias: number,
});

export const claims = arrayOf(
  object<Claim>({
    id: number,
    numero: number,
    categoria: string,
    subcategoria: string,
    estado: string,
    fecha: string,
    formatted_fecha: string,
    direccion: nullableString,
    descripcion: nullableString,
  }),
);

export const streets = arrayOf(
  object<Street>({
    id: number,
    nombre: string,
    localidad: object<Street['localidad']>({ id: number, nombre: string, abreviatura: string }),
  }),
);

export const supportAnswer = object<{ nro_reclamo: number }>({ nro_reclamo: numeric });

export const geocodeAnswer = arrayOf(object<{ lat: number; lon: number }>({ lat: numeric, lon: numeric }));
