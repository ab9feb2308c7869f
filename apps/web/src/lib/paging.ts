/** Rows per page of every paged list. */
export const LIST_PAGE_SIZE = 20;

type QueryValue = string | number | boolean | undefined;

/**
 * A query string for a list call. Empty or missing values are left out, so the server applies
 * its own default ("no search") instead of searching for an empty string.
 */
export function buildQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== undefined && text !== '') search.set(name, String(text));
  }
  return search.toString();
}
