/** A duration as a resident reads it: '15 minutos', '1 minuto y 30 segundos', '10 segundos'. */
export function spokenDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const minutesText = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const secondsText = rest === 1 ? '1 segundo' : `${rest} segundos`;
  if (minutes === 0) return secondsText;
  return rest === 0 ? minutesText : `${minutesText} y ${secondsText}`;
}

/** A countdown as a clock shows it: '1:05'. */
export function clockDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The moments a screen reader is told how long is left: every half minute, and ten seconds
 * before the end. Between them the spoken text stays the same, so it is not read out again.
 */
const ANNOUNCED_SECONDS = [10, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300];

/** The spoken time left for a countdown at `secondsLeft`: the next announced moment at or above it. */
export function announcedRemaining(secondsLeft: number): number {
  const left = Math.max(0, Math.ceil(secondsLeft));
  const point = ANNOUNCED_SECONDS.find((announced) => announced >= left);
  // Longer warnings than five minutes are announced by the minute.
  return point ?? Math.ceil(left / 60) * 60;
}
