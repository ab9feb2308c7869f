/** An ILIKE pattern that finds `search` anywhere, with its own % _ \ taken literally. */
export function containsPattern(search: string | undefined): string | null {
  return search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : null;
}
