// The warning's clock, apart from `durations.ts`: the login screen (which says how long an idle
// session lasted) downloads none of it.

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
