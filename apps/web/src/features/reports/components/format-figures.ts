/** Seconds as h:mm:ss, or m:ss under an hour. */
export function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A percent the API computed (one decimal), or a dash when there were no marks. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${rate}%`;
}
