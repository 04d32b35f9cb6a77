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
