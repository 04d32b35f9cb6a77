/** The service docs/product.md#login-by-service-and-hand-off names; any other token is shown as 'Desconocido'. */
export const HABILITACIONES = 'habilitaciones';

/** docs/product.md#login-by-service-and-hand-off: 'habilitaciones' is displayed as 'Habilitaciones'; any other value as 'Desconocido'. */
export function serviceDisplayName(token: string): string {
  return token === HABILITACIONES ? 'Habilitaciones' : 'Desconocido';
}
