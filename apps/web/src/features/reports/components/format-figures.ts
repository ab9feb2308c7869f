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

/** A lesson's title, or "Lesson N" (its number in the plan) when it has none. */
export function lessonName(
  t: (key: 'reports:lessons.untitled', options: { number: number }) => string,
  lesson: { title: string; number: number },
): string {
  return lesson.title.trim() || t('reports:lessons.untitled', { number: lesson.number });
}
