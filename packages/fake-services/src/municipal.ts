import type { Licence } from '@portal/api-client';
import { isEmail } from '@portal/rules';
import { type Answer, detail } from './answers';
import type { MailLimits } from './mail-limits';
import { daysUntil, LOCALITIES } from './seed';
import type { Bearer } from './tokens';
import type { World } from './world';

// The municipal host and the services beside it: the driving licence and the claims by DNI, the
// incident service that takes support requests, and the geocoder that places an address on the
// map. (The streets list is read straight from the world.) A licence and claims are personal
// data: the host answers only the bearer of a valid access token from the auth service (the
// handlers check it), only for that token's own DNI, and only to a level-2 token: a DNI proven
// by a national identity provider, not just typed at registration (CONTRACT.md, R11). Support
// requests are limited per DNI.

const NOT_YOURS = 'Solo podés consultar los datos de tu propio documento.';
const LEVEL_NEEDED = 'Para ver estos datos tenés que verificar tu identidad (Nivel 2).';

/** The 403 for a DNI that is not the bearer's own or a token of level 1, or null when the data is the bearer's. */
function refusal({ account, level }: Bearer, dni: string): Answer | null {
  if (dni.trim() !== String(account.dni)) return { status: 403, body: { detail: NOT_YOURS, reason: 'other_dni' } };
  if (level !== 2) return { status: 403, body: { detail: LEVEL_NEEDED, reason: 'level' } };
  return null;
}

const FIRST_INCIDENT_NUMBER = 250_001;

const REQUIRED_INCIDENT_FIELDS = [
  'nombre',
  'apellido',
  'correo',
  'tmovil',
  'titulo',
  'dni',
  'descripcion',
  'cp',
  'calle_id',
  'altura',
  'categoria_id',
  'subcategoria_id',
];
const NUMERIC_INCIDENT_FIELDS = ['dni', 'tmovil', 'cp', 'calle_id', 'altura', 'categoria_id', 'subcategoria_id'];

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^(avenida|av\.?|avda\.?)\s+/, '')
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function createMunicipal(world: World, limits: MailLimits) {
  return {
    licence(bearer: Bearer, dni: string): Answer {
      const refused = refusal(bearer, dni);
      if (refused) return refused;
      const licence = world.licences.get(dni.trim());
      if (!licence) return detail(404, 'No se encontró una licencia de conducir para el documento.');
      const answer: Licence = { ...licence, dias: daysUntil(world.now(), licence.fecha_vencimiento) };
      return { status: 200, body: answer };
    },

    claimsOf(bearer: Bearer, dni: string): Answer {
      const refused = refusal(bearer, dni);
      if (refused) return refused;
      return { status: 200, body: (world.claims.get(dni.trim()) ?? []).map((claim) => ({ ...claim })) };
    },

    submitIncident(fields: Record<string, string>): Answer {
      for (const name of REQUIRED_INCIDENT_FIELDS) {
        if (!(fields[name] ?? '').trim()) return { status: 400, body: { message: `El campo ${name} es obligatorio.` } };
      }
      if (!isEmail((fields.correo ?? '').trim())) {
        return { status: 400, body: { message: 'El campo correo debe ser una dirección de correo válida.' } };
      }
      for (const name of NUMERIC_INCIDENT_FIELDS) {
        if (!/^\d+$/.test((fields[name] ?? '').trim())) {
          return { status: 400, body: { message: `El campo ${name} debe ser numérico.` } };
        }
      }
      const limited = limits.take(`dni:${(fields.dni ?? '').trim()}`, 'message');
      if (limited) return limited;
      // Numbers count up from the first after every reset, which empties the list.
      const nro_reclamo = FIRST_INCIDENT_NUMBER + world.incidentRequests.length;
      world.incidentRequests.push({ nro_reclamo, fields: { ...fields }, receivedAt: new Date(world.now()).toISOString() });
      return { status: 200, body: { nro_reclamo } };
    },

    /** Open-map style search: `street number, town, province, country`. */
    geocode(query: string): Answer {
      const [streetPart = '', townPart = ''] = query.split(',').map((part) => part.trim());
      const match = /^(.*?)\s+(\d+)\s*$/.exec(streetPart);
      const streetName = normalise(match?.[1] ?? streetPart);
      const houseNumber = match?.[2] ?? '';
      const town = normalise(townPart);
      if (!streetName) return { status: 200, body: [] };
      const candidates = world.streets.filter((s) => normalise(s.nombre) === streetName);
      const street = candidates.find((s) => normalise(s.localidad.nombre) === town) ?? (town ? undefined : candidates[0]);
      const locality = street && LOCALITIES.find((l) => l.id === street.localidad.id);
      if (!street || !locality) return { status: 200, body: [] };
      // Deterministic spread of a couple of kilometres around the locality's centre.
      const seed = (street.id * 7919) % 1000;
      const lat = locality.lat + ((seed % 40) - 20) / 1000 + (Number(houseNumber) || 0) / 1_000_000;
      const lon = locality.lon + (Math.floor(seed / 40) - 12) / 1000 + (Number(houseNumber) || 0) / 1_000_000;
      const road = street.nombre;
      const district = 'Partido de Bahía Blanca';
      return {
        status: 200,
        body: [
          {
            place_id: 100_000 + street.id,
            lat: lat.toFixed(7),
            lon: lon.toFixed(7),
            display_name: [houseNumber, road, locality.nombre, district, 'Buenos Aires', locality.postcode, 'Argentina']
              .filter(Boolean)
              .join(', '),
            address: {
              ...(houseNumber ? { house_number: houseNumber } : {}),
              road,
              city: locality.nombre,
              state_district: district,
              state: 'Buenos Aires',
              postcode: locality.postcode,
              country: 'Argentina',
              country_code: 'ar',
            },
          },
        ],
      };
    },
  };
}
