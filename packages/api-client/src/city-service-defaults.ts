// A module of its own: the screens read these synchronously, and importing them from the
// calls' module would bring the transport into the first download.

/** The fixed values of a support request from the login screen (docs/product.md#constants-and-limits). */
export const SUPPORT_REQUEST_FIXED = {
  titulo: 'Problemas con el servicio de autenticación',
  cp: 8000,
  calle_id: 937,
  altura: 65,
  categoria_id: 23,
  subcategoria_id: 154,
} as const;

/** What a geocoder search assumes when the address names no town or province. */
export const GEOCODE_DEFAULTS = { town: 'Bahía Blanca', province: 'Buenos Aires', country: 'Argentina' } as const;
