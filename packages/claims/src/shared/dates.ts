// Dates of the municipal services are calendar days (yyyy-mm-dd) with no time or zone; they are
// compared and shown as calendar days, so a resident west of UTC never sees the day before.

const DAY_MS = 86_400_000;

/** Calendar days of the highlight window around today (docs/product.md#claims). */
export const HIGHLIGHT_WINDOW_DAYS = 10;

/** Days from which the licence's expiry is marked as near. */
export const EXPIRY_WARNING_DAYS = 30;

function utcDay(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The resident's local calendar day of `now`, as yyyy-mm-dd. */
export function localIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Whole calendar days from `today` to `iso` (negative when `iso` is in the past); null if unreadable. */
export function daysFrom(today: string, iso: string): number | null {
  const from = utcDay(today);
  const to = utcDay(iso);
  if (from === null || to === null) return null;
  return Math.round((to - from) / DAY_MS);
}

const longDate = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '21 de noviembre de 2025' (es-AR); the service's own text when the date cannot be read. */
export function formatDate(iso: string, fallback = iso): string {
  const day = utcDay(iso);
  return day === null ? fallback : longDate.format(new Date(day));
}

/** 'hoy', 'ayer', 'mañana', 'hace 4 días', 'en 3 días'. */
export function relativeDays(days: number): string {
  if (days === 0) return 'hoy';
  if (days === -1) return 'ayer';
  if (days === 1) return 'mañana';
  return days < 0 ? `hace ${-days} días` : `en ${days} días`;
}
