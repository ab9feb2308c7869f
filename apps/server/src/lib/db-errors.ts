/** PostgreSQL refused a row that would break a unique index (`constraint` names which, if given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  // Drizzle wraps the driver's error; the code and constraint live on its cause.
  const pg = ((error as { cause?: unknown }).cause ?? error) as {
    code?: string;
    constraint?: string;
  };
  return pg.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}

/**
 * PostgreSQL refused to remove a row that another row still refers to: 23503 for a plain
 * reference, 23001 for one declared `on delete restrict` (filled cards keep their template
 * version so).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const pg = ((error as { cause?: unknown }).cause ?? error) as { code?: string };
  return pg.code === '23503' || pg.code === '23001';
}

/** PostgreSQL refused a row that overlaps another under an exclusion constraint. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  const pg = ((error as { cause?: unknown }).cause ?? error) as {
    code?: string;
    constraint?: string;
  };
  return pg.code === '23P01' && (constraint === undefined || pg.constraint === constraint);
}
