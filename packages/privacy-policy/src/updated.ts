/** docs/product.md#privacy-policy: the policy was last updated on 2 December 2026 (the technical reports) (ISO date, no time zone). */
const PRIVACY_POLICY_UPDATED = '2026-12-02';

/** 'Última actualización: 2 de diciembre de 2026', formatted with Intl in es-AR (docs/product.md#who-and-what). */
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
