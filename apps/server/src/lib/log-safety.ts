/**
 * What a log line may say about a request or an error. Logs hold ids, codes and where things
 * happened, never values: a failed query's message and parameters carry a child's name or a
 * parent's e-mail, and URLs carry link tokens and search terms.
 */

const REDACTED = '[redacted]';

/**
 * Path segments that name a route (`play-lesson`), a plain file (`favicon.ico`) or an id; anything
 * else may be a token (base64url tokens of 22+ characters are never lowercase words only).
 */
const PLAIN_SEGMENT = /^(?:[a-z]+(?:[-_.][a-z]+)*|\d{1,12})$/;
/** Query parameters whose numeric values are ids or paging, never a person's data. */
const NUMERIC_KEY = /^(?:\w*_id|id|page|page_size|pageSize|limit|offset)$/;
const PLAIN_KEY = /^[a-zA-Z_]{1,40}$/;

/** The URL with token-like path segments and query values replaced (names and ids stay). */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  const path = pathPart
    .split('/')
    .map((segment) => (segment === '' || PLAIN_SEGMENT.test(segment) ? segment : REDACTED))
    .join('/');
  if (queryStart === -1) return path;
  const query = [...new URLSearchParams(url.slice(queryStart + 1))]
    .map(([key, value]) => {
      if (!PLAIN_KEY.test(key)) return REDACTED;
      const isSafe = NUMERIC_KEY.test(key) && /^\d{1,12}$/.test(value);
      return `${key}=${isSafe ? value : REDACTED}`;
    })
    .join('&');
  return `${path}?${query}`;
}

type ErrorLike = {
  name?: unknown;
  code?: unknown;
  statusCode?: unknown;
  stack?: unknown;
  cause?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * An error reduced to its kind, codes and stack frames. PostgreSQL errors keep their SQLSTATE,
 * constraint, table and column; their message, `detail` and the query's parameters are dropped.
 */
export function describeError(error: unknown): {
  type: string;
  /** The error's code, or its type: stable words, never the original message. */
  message: string;
  stack: string;
  [detail: string]: unknown;
} {
  if (!error || typeof error !== 'object') {
    return { type: typeof error, message: typeof error, stack: '' };
  }
  const e = error as ErrorLike;
  // Drizzle wraps the driver's error: the codes live on its cause.
  const pg = (e.cause && typeof e.cause === 'object' ? e.cause : e) as ErrorLike;
  const type = textOf(e.name) ?? 'Error';
  const code = textOf(e.code) ?? textOf(pg.code);
  const frames = (textOf(e.stack) ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  return {
    type,
    message: code ?? type,
    code,
    statusCode: typeof e.statusCode === 'number' ? e.statusCode : undefined,
    constraint: textOf(pg.constraint),
    table: textOf(pg.table),
    column: textOf(pg.column),
    routine: textOf(pg.routine),
    stack: frames,
  };
}
