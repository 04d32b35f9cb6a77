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

/** The resident on the first-visit path: empty profile, no licence, no claims. */
export const NEW_RESIDENT = {
  dni: 27999888,
  email: 'nuevo@example.com',
  password: 'Nuevo2024',
  firstName: 'Julián',
  lastName: 'Pereyra',
} as const;

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
  'Alsina', 'Avenida Alem', 'Brown', 'Chiclana', 'Donado', 'Estomba', 'Zelarrayán', 'Fitz Roy',
  'Sarmiento', 'Vieytes', 'Avenida Colón', "O'Higgins", 'Moreno', 'Belgrano', 'San Martín',
  'Mitre', 'Rodríguez', 'Zapiola', 'Soler', 'Saavedra', 'Lamadrid', 'Las Heras', 'Villarino',
  'Urquiza', 'Darregueira', 'Caronti', 'Chile', 'Castelli', 'Entre Ríos', 'Corrientes',
  'Santa Fe', 'Córdoba', 'Mendoza', 'San Juan', 'Salta', 'Jujuy', 'Tucumán', 'Catamarca',
  'La Rioja', 'Misiones', 'Lavalle', 'Rondeau', 'Güemes', 'Dorrego', '19 de Mayo',
  '11 de Abril', '12 de Octubre', 'Paraguay', 'Brasil', 'Uruguay', 'Bolivia', 'Perú',
  'Italia', 'España', 'Francia', 'Holanda', 'Suipacha', 'Hipólito Yrigoyen', 'Avenida Cabrera',
  'Avenida Parchappe', 'Avenida Pringles', 'Avenida Arias', 'Avenida Sesquicentenario',
  'Avenida Juan B. Alberdi', 'Avenida Don Bosco', 'Avenida Fortaleza Protectora Argentina',
  'Avenida Rivadavia', 'Avenida Casanova', 'Avenida 14 de Julio', 'Avenida Carrega',
  'Avenida Harding Green', 'Avenida Cerri', 'Patricios', 'Tierra del Fuego', 'Thompson',
  'Láinez', 'Garibaldi', 'Indiada', 'Berutti', 'French', 'Pueyrredón', 'Viamonte', 'Azara',
  'Rawson', 'Drago', 'Blandengues', 'Florida', 'Montevideo', 'Paraná', 'Vicente López',
  'Eduardo González', 'Juan Molina', 'Pedro Pico', 'Ángel Brunel', 'Terrada', 'Ingeniero Luiggi',
  'Balboa', 'Cuyo', 'Undiano', 'Gorriti', 'Malvinas', 'Washington', 'Zeballos', 'Roca',
  'Chacabuco', 'Maipú', 'Alvarado', 'Falucho', 'Necochea', 'Richieri', 'Santiago del Estero',
  'Almafuerte', 'Avellaneda', 'Lavalle', 'Pringles', 'Gorostiaga', 'Ohm', 'Ecuador',
  'Colombia', 'Venezuela', 'México', 'Panamá', 'Cramer', 'Espora', 'Pellegrini', 'Lugones',
  'Sixto Laspiur', 'Wilson', 'Fuerte Argentino', 'Libertad', 'Humboldt', 'Nicaragua',
  'Bravard', 'Neuquén', 'Río Negro', 'Chubut', 'Santa Cruz', 'Formosa', 'Chaco', 'La Pampa',
  'Reconquista', 'Tres Sargentos', 'Sócrates', 'Pilcaniyeu', 'Charlone', 'Martín Fierro',
  'General Paz', 'Juan XXIII', 'Juana Azurduy', 'Piedrabuena', 'Storni', 'Belisario Roldán',
];

// Streets shared by name with the other localities of the district, plus their own.
const INGENIERO_WHITE_STREETS = [
  'Guillermo Torres', 'Avenida San Martín', 'Siches', 'Mascarello', 'Ingeniero Cárrega',
  'Dasso', 'Brandsen', 'Juan B. Justo', 'Cárrega', 'Elcano', 'Mathieu', 'Pedro Laplace',
  'Avenida Ingeniero White', 'Belgrano', 'Mitre', 'Moreno', 'Sarmiento', 'Rivadavia', 'Espora',
  'Pellegrini', 'Garibaldi', 'Lautaro', 'Bouchard', 'Ciudad de Rosario', 'Crisol', 'Di Sarli',
  'Pampa Central', 'Almirante Brown', 'Spurr', 'Chiclana', 'Güemes', 'Colón', 'Saavedra',
  'Villarino', 'Lavalle', 'Caronti', 'Zapiola', 'Urquiza', 'Las Heras', 'Chile',
];

const CERRI_STREETS = [
  'Avenida Argentina', 'Sarmiento', 'Belgrano', 'San Martín', 'Mitre', 'Moreno', 'Rivadavia',
  'Pellegrini', 'Urquiza', 'Alsina', 'Lavalle', 'Dorrego', 'Brown', 'Chiclana', 'Güemes',
  'Las Heras', 'Saavedra', 'Castelli', 'Paso', 'Azopardo', 'Piedrabuena', 'Guido Spano',
  'Juan Manuel de Rosas', 'Italia', 'España', 'Francia', 'Santa Fe', 'Córdoba', 'Mendoza',
  'Entre Ríos', 'Corrientes', 'Misiones', 'Tucumán', 'Salta', 'Jujuy', 'Catamarca', 'La Rioja',
  'San Juan', 'San Luis', 'Neuquén',
];

const CABILDO_STREETS = [
  'Avenida San Martín', 'Belgrano', 'Sarmiento', 'Mitre', 'Rivadavia', 'Moreno', 'Alsina',
  'Brown', 'Pellegrini', 'Urquiza', 'Dorrego', 'Lavalle', 'Chiclana', 'Güemes', 'Saavedra',
  'Castelli', 'Italia', 'España', 'Vieytes', 'Estomba', 'Zapiola', 'Soler', 'Roca', 'Avellaneda',
  'Maipú', 'Chacabuco', 'Necochea', 'Paso', 'Balcarce', 'Colón', '9 de Julio', '25 de Mayo',
  'General Paz', 'Lamadrid', 'Las Heras',
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

/** The demo resident's driving licence: expires 21 days after the seed day. */
export function seedLicence(nowMs: number): SeedLicence {
  const expiry = new Date(nowMs + 21 * DAY_MS);
  const issued = new Date(expiry);
  issued.setFullYear(expiry.getFullYear() - 5);
  return {
    tramite: 'RENOVACIÓN',
    numero: String(DEMO_RESIDENT.dni),
    clases: 'A.2.1, B.1',
    documento: String(DEMO_RESIDENT.dni),
    nombre_apellido: `${DEMO_RESIDENT.lastName.toUpperCase()}, ${DEMO_RESIDENT.firstName.toUpperCase()}`,
    localidad: 'BAHÍA BLANCA',
    fecha_expedicion: isoDate(issued.getTime()),
    fecha_vencimiento: isoDate(expiry.getTime()),
    estado: 'VIGENTE',
  };
}

const DEMO_CLAIMS: ReadonlyArray<Omit<Claim, 'id' | 'fecha' | 'formatted_fecha'> & { daysAgo: number }> = [
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

/** The demo resident's claims, dated relative to the seed day, newest first. */
export function seedClaims(nowMs: number): Claim[] {
  return DEMO_CLAIMS.map(({ daysAgo, ...claim }, index) => {
    const fecha = isoDate(nowMs - daysAgo * DAY_MS);
    return { id: index + 1, ...claim, fecha, formatted_fecha: formatServiceDate(fecha) };
  });
}
