/** docs/product.md#privacy-policy: the policy was last updated on 3 August 2023 (ISO date, no time zone). */
const PRIVACY_POLICY_UPDATED = '2023-08-03';

/** 'Última actualización: 3 de agosto de 2023', formatted with Intl in es-AR (docs/product.md#who-and-what). */
export function formatUpdated(isoDate: string = PRIVACY_POLICY_UPDATED): string {
  // Read and written in UTC so the day never shifts with the resident's time zone.
  const date = new Date(`${isoDate}T00:00:00Z`);
  const text = new Intl.DateTimeFormat('es-AR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return `Última actualización: ${text}`;
}
