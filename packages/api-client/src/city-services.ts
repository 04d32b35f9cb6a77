import { GEOCODE_DEFAULTS, SUPPORT_REQUEST_FIXED } from './city-service-defaults';
import { getServiceConfig } from './configuration';
import { isPortalError } from './errors';
import { formData } from './form-data';
import { authHttp, plainHttp, requestJson, residentDataOptions } from './http';
import { claims, geocodeAnswer, licence, streets, supportAnswer } from './schemas';
import type { Claim, GeocodeQuery, GeocodeResult, Licence, Street, SupportRequest } from './types';

// The licence and the claims are the resident's own data (docs/product.md#desktop): the municipal
// host answers them only for the bearer's own DNI (CONTRACT.md, R1), so they go with the bearer,
// through the auth client's refresh. The other hosts go through the plain client: no bearer ever.

function documentSegment(dni: string | number): string {
  return encodeURIComponent(String(dni).trim());
}

/** GET licencias_de_conducir/vencimientos/{dni}: the driving licence, or null when none. */
export async function getLicence(dni: string | number): Promise<Licence | null> {
  try {
    return await requestJson(authHttp, `licencias_de_conducir/vencimientos/${documentSegment(dni)}`, residentDataOptions(), licence);
  } catch (error) {
    if (isPortalError(error) && error.status === 404) return null;
    throw error;
  }
}

/** GET cav/reclamos_por_dni/{dni}: the resident's claims (possibly none). */
export function getClaims(dni: string | number): Promise<Claim[]> {
  return requestJson(authHttp, `cav/reclamos_por_dni/${documentSegment(dni)}`, residentDataOptions(), claims);
}

/** GET calles/calles/: the streets of the city. */
export function getStreets(): Promise<Street[]> {
  return requestJson(plainHttp, 'calles/calles/', { prefix: getServiceConfig().streets }, streets);
}

/** docs/product.md#support-request: a support request's failure when the service sends no text of its own. */
export const SUPPORT_REQUEST_FAILED_MESSAGE = 'Ocurrió un error al enviar tu solicitud.';

/** POST api/solicitud (multipart): files a support request; answers the claim number. */
export async function sendSupportRequest(request: SupportRequest): Promise<number> {
  const body = formData({
    nombre: request.nombre,
    apellido: request.apellido,
    correo: request.correo,
    tmovil: request.telefono_movil,
    titulo: SUPPORT_REQUEST_FIXED.titulo,
    dni: request.dni,
    descripcion: request.descripcion,
    cp: SUPPORT_REQUEST_FIXED.cp,
    calle_id: SUPPORT_REQUEST_FIXED.calle_id,
    altura: SUPPORT_REQUEST_FIXED.altura,
    categoria_id: SUPPORT_REQUEST_FIXED.categoria_id,
    subcategoria_id: SUPPORT_REQUEST_FIXED.subcategoria_id,
  });
  const answer = await requestJson(
    plainHttp,
    'api/solicitud',
    { method: 'post', prefix: getServiceConfig().incidents, body },
    supportAnswer,
    { fallbackMessage: SUPPORT_REQUEST_FAILED_MESSAGE },
  );
  return answer.nro_reclamo;
}

/** Open-map search for an address; null when nothing was found. */
export async function geocodeAddress(query: GeocodeQuery): Promise<GeocodeResult | null> {
  const town = query.town?.trim() || GEOCODE_DEFAULTS.town;
  const province = query.province?.trim() || GEOCODE_DEFAULTS.province;
  const text = `${query.street.trim()} ${String(query.number).trim()}, ${town}, ${province}, ${GEOCODE_DEFAULTS.country}`;
  const results = await requestJson(
    plainHttp,
    `search/${encodeURIComponent(text)}`,
    {
      prefix: getServiceConfig().geocoder,
      searchParams: { format: 'json', addressdetails: 1, limit: 1 },
    },
    geocodeAnswer,
  );
  const first = results[0];
  return first ? { lat: first.lat, lon: first.lon } : null;
}
