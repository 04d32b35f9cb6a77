/** The service the spec names; any other token is shown as 'Desconocido'. */
export const HABILITACIONES = 'habilitaciones';

/** Spec: 'habilitaciones' is displayed as 'Habilitaciones'; any other value as 'Desconocido'. */
export function serviceDisplayName(token: string): string {
  return token === HABILITACIONES ? 'Habilitaciones' : 'Desconocido';
}
