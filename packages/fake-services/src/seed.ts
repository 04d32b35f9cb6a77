import type { Claim, Street } from '@portal/api-client';

// Seed data of the fake services. Names and places are those of Bahía Blanca, so that screens,
// stories and browser tests look like the real city.

export interface SeedAccount {
  readonly dni: number;
  readonly email: string;
  readonly password: string;
}

/** The resident with everything: complete profile, a licence about to expire, claims. */
export const DEMO_RESIDENT = {
  dni: 30123456,
  email: 'vecina@example.com',
  password: 'Vecina2024',
  firstName: 'María Laura',
  lastName: 'Fernández',
} as const;

/**
 * The resident on the first-visit path: empty profile, no licence, no claims. Registered with an
 * e-mail only, so the account's DNI is claimed, not proven: level 1 (CONTRACT.md, R11).
 */
export const NEW_RESIDENT = {
  dni: 27999888,
  email: 'nuevo@example.com',
  password: 'Nuevo2024',
  firstName: 'Julián',
  lastName: 'Pereyra',
} as const;

/** Someone the national identity providers know: who signs in on a provider's page. */
export interface ProviderIdentity {
  readonly dni: number;
  readonly firstName: string;
  readonly lastName: string;
  /** The e-mail the provider gives, for an account made from the identity. */
  readonly email: string;
}

/**
 * Residents the municipality knows (a driving licence, claims) who never registered on the
 * portal: their DNI is free to claim at registration, and theirs to take back with a provider.
 */
export const UNREGISTERED_RESIDENTS = [
  { dni: 25111222, firstName: 'Norma Beatriz', lastName: 'Giménez', email: 'norma.gimenez@example.com' },
  { dni: 33444555, firstName: 'Federico Ariel', lastName: 'Sosa', email: 'federico.sosa@example.com' },
] as const satisfies readonly ProviderIdentity[];

/**
 * Who the fake provider pages let sign in, in the order of their buttons: the demo resident
 * first, Julián Pereyra (whose account only claims his DNI), then the unregistered residents.
 */
export const PROVIDER_IDENTITIES: readonly ProviderIdentity[] = [
  { dni: DEMO_RESIDENT.dni, firstName: DEMO_RESIDENT.firstName, lastName: DEMO_RESIDENT.lastName, email: DEMO_RESIDENT.email },
  { dni: NEW_RESIDENT.dni, firstName: NEW_RESIDENT.firstName, lastName: NEW_RESIDENT.lastName, email: 'julian.pereyra@example.com' },
  ...UNREGISTERED_RESIDENTS,
];

export interface Locality {
  readonly id: number;
  readonly nombre: string;
  readonly abreviatura: string;
  /** Rough centre, for the geocoder. */
  readonly lat: number;
  readonly lon: number;
  readonly postcode: string;
}

export const LOCALITIES: readonly Locality[] = [
  { id: 1, nombre: 'Bahía Blanca', abreviatura: 'BB', lat: -38.7183, lon: -62.2663, postcode: '8000' },
  { id: 2, nombre: 'Ingeniero White', abreviatura: 'IW', lat: -38.7817, lon: -62.2647, postcode: '8103' },
  { id: 3, nombre: 'General Daniel Cerri', abreviatura: 'GC', lat: -38.7133, lon: -62.3925, postcode: '8105' },
  { id: 4, nombre: 'Cabildo', abreviatura: 'CA', lat: -38.4844, lon: -61.8906, postcode: '8118' },
];

export const LOCATIONS: readonly string[] = [
  'Bahía Blanca',
  'Ingeniero White',
  'General Daniel Cerri',
  'Cabildo',
  'Villa Espora',
  'Grünbein',
  'Villa Harding Green',
  'Villa Bordeu',
  'Aldea Romana',
];

const BAHIA_BLANCA_STREETS = [
  'Alsina',
  'Avenida Alem',
  'Brown',
  'Chiclana',
  'Donado',
  'Estomba',
  'Zelarrayán',
  'Fitz Roy',
  'Sarmiento',
  'Vieytes',
  'Avenida Colón',
  "O'Higgins",
  'Moreno',
  'Belgrano',
  'San Martín',
  'Mitre',
  'Rodríguez',
  'Zapiola',
  'Soler',
  'Saavedra',
  'Lamadrid',
  'Las Heras',
  'Villarino',
  'Urquiza',
  'Darregueira',
  'Caronti',
  'Chile',
  'Castelli',
  'Entre Ríos',
  'Corrientes',
  'Santa Fe',
  'Córdoba',
  'Mendoza',
  'San Juan',
  'Salta',
  'Jujuy',
  'Tucumán',
  'Catamarca',
  'La Rioja',
  'Misiones',
  'Lavalle',
  'Rondeau',
  'Güemes',
  'Dorrego',
  '19 de Mayo',
  '11 de Abril',
  '12 de Octubre',
  'Paraguay',
  'Brasil',
  'Uruguay',
  'Bolivia',
  'Perú',
  'Italia',
  'España',
  'Francia',
  'Holanda',
  'Suipacha',
  'Hipólito Yrigoyen',
  'Avenida Cabrera',
  'Avenida Parchappe',
  'Avenida Pringles',
  'Avenida Arias',
  'Avenida Sesquicentenario',
  'Avenida Juan B. Alberdi',
  'Avenida Don Bosco',
  'Avenida Fortaleza Protectora Argentina',
  'Avenida Rivadavia',
  'Avenida Casanova',
  'Avenida 14 de Julio',
  'Avenida Carrega',
  'Avenida Harding Green',
  'Avenida Cerri',
  'Patricios',
  'Tierra del Fuego',
  'Thompson',
  'Láinez',
  'Garibaldi',
  'Indiada',
  'Berutti',
  'French',
  'Pueyrredón',
  'Viamonte',
  'Azara',
  'Rawson',
  'Drago',
  'Blandengues',
  'Florida',
  'Montevideo',
  'Paraná',
  'Vicente López',
  'Eduardo González',
  'Juan Molina',
  'Pedro Pico',
  'Ángel Brunel',
  'Terrada',
  'Ingeniero Luiggi',
  'Balboa',
  'Cuyo',
  'Undiano',
  'Gorriti',
  'Malvinas',
  'Washington',
  'Zeballos',
  'Roca',
  'Chacabuco',
  'Maipú',
  'Alvarado',
  'Falucho',
  'Necochea',
  'Richieri',
  'Santiago del Estero',
  'Almafuerte',
  'Avellaneda',
  'Lavalle',
  'Pringles',
  'Gorostiaga',
  'Ohm',
  'Ecuador',
  'Colombia',
  'Venezuela',
  'México',
  'Panamá',
  'Cramer',
  'Espora',
  'Pellegrini',
  'Lugones',
  'Sixto Laspiur',
  'Wilson',
  'Fuerte Argentino',
  'Libertad',
  'Humboldt',
  'Nicaragua',
  'Bravard',
  'Neuquén',
  'Río Negro',
  'Chubut',
  'Santa Cruz',
  'Formosa',
  'Chaco',
  'La Pampa',
  'Reconquista',
  'Tres Sargentos',
  'Sócrates',
  'Pilcaniyeu',
  'Charlone',
  'Martín Fierro',
  'General Paz',
  'Juan XXIII',
  'Juana Azurduy',
  'Piedrabuena',
  'Storni',
  'Belisario Roldán',
];

// Streets shared by name with the other localities of the district, plus their own.
const INGENIERO_WHITE_STREETS = [
  'Guillermo Torres',
  'Avenida San Martín',
  'Siches',
  'Mascarello',
  'Ingeniero Cárrega',
  'Dasso',
  'Brandsen',
  'Juan B. Justo',
  'Cárrega',
  'Elcano',
  'Mathieu',
  'Pedro Laplace',
  'Avenida Ingeniero White',
  'Belgrano',
  'Mitre',
  'Moreno',
  'Sarmiento',
  'Rivadavia',
  'Espora',
  'Pellegrini',
  'Garibaldi',
  'Lautaro',
  'Bouchard',
  'Ciudad de Rosario',
  'Crisol',
  'Di Sarli',
  'Pampa Central',
  'Almirante Brown',
  'Spurr',
  'Chiclana',
  'Güemes',
  'Colón',
  'Saavedra',
  'Villarino',
  'Lavalle',
  'Caronti',
  'Zapiola',
  'Urquiza',
  'Las Heras',
  'Chile',
];

const CERRI_STREETS = [
  'Avenida Argentina',
  'Sarmiento',
  'Belgrano',
  'San Martín',
  'Mitre',
  'Moreno',
  'Rivadavia',
  'Pellegrini',
  'Urquiza',
  'Alsina',
  'Lavalle',
  'Dorrego',
  'Brown',
  'Chiclana',
  'Güemes',
  'Las Heras',
  'Saavedra',
  'Castelli',
  'Paso',
  'Azopardo',
  'Piedrabuena',
  'Guido Spano',
  'Juan Manuel de Rosas',
  'Italia',
  'España',
  'Francia',
  'Santa Fe',
  'Córdoba',
  'Mendoza',
  'Entre Ríos',
  'Corrientes',
  'Misiones',
  'Tucumán',
  'Salta',
  'Jujuy',
  'Catamarca',
  'La Rioja',
  'San Juan',
  'San Luis',
  'Neuquén',
];

const CABILDO_STREETS = [
  'Avenida San Martín',
  'Belgrano',
  'Sarmiento',
  'Mitre',
  'Rivadavia',
  'Moreno',
  'Alsina',
  'Brown',
  'Pellegrini',
  'Urquiza',
  'Dorrego',
  'Lavalle',
  'Chiclana',
  'Güemes',
  'Saavedra',
  'Castelli',
  'Italia',
  'España',
  'Vieytes',
  'Estomba',
  'Zapiola',
  'Soler',
  'Roca',
  'Avellaneda',
  'Maipú',
  'Chacabuco',
  'Necochea',
  'Paso',
  'Balcarce',
  'Colón',
  '9 de Julio',
  '25 de Mayo',
  'General Paz',
  'Lamadrid',
  'Las Heras',
];

function unique(names: readonly string[]): string[] {
  return [...new Set(names)];
}

/** The streets list of the streets API: a few hundred entries over four localities. */
export function seedStreets(): Street[] {
  const byLocality: Array<[string, readonly string[]]> = [
    ['BB', BAHIA_BLANCA_STREETS],
    ['IW', INGENIERO_WHITE_STREETS],
    ['GC', CERRI_STREETS],
    ['CA', CABILDO_STREETS],
  ];
  const streets: Street[] = [];
  // Ids start above the ones the support form fixes (calle_id 937 is Alsina in BB).
  let id = 936;
  for (const [abbreviation, names] of byLocality) {
    const locality = LOCALITIES.find((l) => l.abreviatura === abbreviation);
    if (!locality) continue;
    for (const nombre of unique(names)) {
      id += 1;
      streets.push({
        id,
        nombre,
        localidad: { id: locality.id, nombre: locality.nombre, abreviatura: locality.abreviatura },
      });
    }
  }
  return streets;
}

const DAY_MS = 86_400_000;

/** yyyy-mm-dd of the local calendar day of `ms`. */
function isoDate(ms: number): string {
  const date = new Date(ms);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** dd/mm/yyyy, as the claims service formats its dates. */
function formatServiceDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** Whole calendar days from the local day of `fromMs` to the ISO date `iso`. */
export function daysUntil(fromMs: number, iso: string): number {
  const from = new Date(fromMs);
  const fromUtc = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return Math.round((Date.UTC(year, month - 1, day) - fromUtc) / DAY_MS);
}

export interface SeedLicence {
  tramite: string;
  numero: string;
  clases: string;
  documento: string;
  nombre_apellido: string;
  localidad: string;
  fecha_expedicion: string;
  fecha_vencimiento: string;
  estado: string;
}

/** A driving licence of `person` expiring `expiresInDays` after the seed day, issued five years before. */
function licenceOf(
  nowMs: number,
  person: { dni: number; firstName: string; lastName: string },
  { expiresInDays, clases, tramite, localidad }: { expiresInDays: number; clases: string; tramite: string; localidad: string },
): SeedLicence {
  const expiry = new Date(nowMs + expiresInDays * DAY_MS);
  const issued = new Date(expiry);
  issued.setFullYear(expiry.getFullYear() - 5);
  return {
    tramite,
    numero: String(person.dni),
    clases,
    documento: String(person.dni),
    nombre_apellido: `${person.lastName.toUpperCase()}, ${person.firstName.toUpperCase()}`,
    localidad,
    fecha_expedicion: isoDate(issued.getTime()),
    fecha_vencimiento: isoDate(expiry.getTime()),
    estado: expiresInDays < 0 ? 'VENCIDA' : 'VIGENTE',
  };
}

/** The demo resident's driving licence: expires 21 days after the seed day. */
export function seedLicence(nowMs: number): SeedLicence {
  return licenceOf(nowMs, DEMO_RESIDENT, { expiresInDays: 21, clases: 'A.2.1, B.1', tramite: 'RENOVACIÓN', localidad: 'BAHÍA BLANCA' });
}

/** The licences of the unregistered residents, by DNI: one valid for years, one expired. */
export function seedUnregisteredLicences(nowMs: number): [string, SeedLicence][] {
  const [norma, federico] = UNREGISTERED_RESIDENTS;
  return [
    [String(norma.dni), licenceOf(nowMs, norma, { expiresInDays: 820, clases: 'B.1', tramite: 'ORIGINAL', localidad: 'BAHÍA BLANCA' })],
    [
      String(federico.dni),
      licenceOf(nowMs, federico, { expiresInDays: -12, clases: 'A.3, B.2, D.1', tramite: 'RENOVACIÓN', localidad: 'INGENIERO WHITE' }),
    ],
  ];
}

type SeedClaim = Omit<Claim, 'id' | 'fecha' | 'formatted_fecha'> & { daysAgo: number };

const DEMO_CLAIMS: readonly SeedClaim[] = [
  {
    numero: 248731,
    categoria: 'Alumbrado público',
    subcategoria: 'Luminaria apagada',
    estado: 'Iniciado',
    direccion: 'Sarmiento 1150',
    descripcion: 'La luminaria de la esquina está apagada desde hace varias noches.',
    daysAgo: 1,
  },
  {
    numero: 248502,
    categoria: 'Residuos',
    subcategoria: 'Recolección no realizada',
    estado: 'En proceso',
    direccion: 'Sarmiento 1150',
    descripcion: 'No pasó el camión recolector el martes ni el jueves.',
    daysAgo: 4,
  },
  {
    numero: 248119,
    categoria: 'Calles y veredas',
    subcategoria: 'Bache',
    estado: 'En proceso',
    direccion: 'Zelarrayán 820',
    descripcion: 'Bache profundo frente al número 820, peligroso para motos.',
    daysAgo: 9,
  },
  {
    numero: 246877,
    categoria: 'Arbolado',
    subcategoria: 'Poda',
    estado: 'Resuelto',
    direccion: 'Sarmiento 1150',
    descripcion: 'Ramas del árbol de la vereda tocan los cables.',
    daysAgo: 26,
  },
  {
    numero: 244310,
    categoria: 'Tránsito',
    subcategoria: 'Semáforo fuera de servicio',
    estado: 'Resuelto',
    direccion: 'Avenida Alem y Sarmiento',
    descripcion: 'El semáforo titila en amarillo en todas las direcciones.',
    daysAgo: 63,
  },
  {
    numero: 241958,
    categoria: 'Espacios verdes',
    subcategoria: 'Mantenimiento de plaza',
    estado: 'Cerrado',
    direccion: 'Plaza Rivadavia',
    descripcion: 'Juegos infantiles rotos en el sector norte de la plaza.',
    daysAgo: 97,
  },
  {
    numero: 238604,
    categoria: 'Alumbrado público',
    subcategoria: 'Poste dañado',
    estado: 'Cerrado',
    direccion: 'Estomba 450',
    descripcion: 'Poste de alumbrado inclinado después del temporal.',
    daysAgo: 152,
  },
  {
    numero: 233127,
    categoria: 'Zoonosis',
    subcategoria: 'Animal suelto',
    estado: 'Rechazado',
    direccion: 'Parque de Mayo',
    descripcion: 'Perro suelto sin dueño aparente en la zona del lago.',
    daysAgo: 214,
  },
  {
    numero: 226045,
    categoria: 'Residuos',
    subcategoria: 'Microbasural',
    estado: 'Resuelto',
    direccion: 'Vieytes 1800',
    descripcion: 'Acumulación de residuos y escombros en el terreno baldío.',
    daysAgo: 318,
  },
];

function datedClaims(nowMs: number, claims: readonly SeedClaim[], firstId: number): Claim[] {
  return claims.map(({ daysAgo, ...claim }, index) => {
    const fecha = isoDate(nowMs - daysAgo * DAY_MS);
    return { id: firstId + index, ...claim, fecha, formatted_fecha: formatServiceDate(fecha) };
  });
}

/** The demo resident's claims, dated relative to the seed day, newest first. */
export function seedClaims(nowMs: number): Claim[] {
  return datedClaims(nowMs, DEMO_CLAIMS, 1);
}

const NORMA_CLAIMS: readonly SeedClaim[] = [
  {
    numero: 248690,
    categoria: 'Calles y veredas',
    subcategoria: 'Vereda rota',
    estado: 'En proceso',
    direccion: 'Brown 1432',
    descripcion: 'Baldosas levantadas por las raíces del árbol; una vecina se cayó la semana pasada.',
    daysAgo: 3,
  },
  {
    numero: 245512,
    categoria: 'Alumbrado público',
    subcategoria: 'Luminaria apagada',
    estado: 'Resuelto',
    direccion: 'Brown y Chiclana',
    descripcion: 'Esquina a oscuras desde el temporal.',
    daysAgo: 40,
  },
];

const FEDERICO_CLAIMS: readonly SeedClaim[] = [
  {
    numero: 248811,
    categoria: 'Residuos',
    subcategoria: 'Contenedor desbordado',
    estado: 'Iniciado',
    direccion: 'Guillermo Torres 3650',
    descripcion: 'El contenedor de la esquina está lleno desde el fin de semana.',
    daysAgo: 0,
  },
  {
    numero: 247093,
    categoria: 'Tránsito',
    subcategoria: 'Señalización faltante',
    estado: 'En proceso',
    direccion: 'Avenida San Martín y Dasso',
    descripcion: 'Falta el cartel de PARE que arrancó un camión.',
    daysAgo: 18,
  },
  {
    numero: 239877,
    categoria: 'Arbolado',
    subcategoria: 'Árbol caído',
    estado: 'Cerrado',
    direccion: 'Mascarello 120',
    descripcion: null,
    daysAgo: 130,
  },
];

/** The claims of the unregistered residents, by DNI, newest first. */
export function seedUnregisteredClaims(nowMs: number): [string, Claim[]][] {
  const [norma, federico] = UNREGISTERED_RESIDENTS;
  return [
    [String(norma.dni), datedClaims(nowMs, NORMA_CLAIMS, 101)],
    [String(federico.dni), datedClaims(nowMs, FEDERICO_CLAIMS, 201)],
  ];
}
