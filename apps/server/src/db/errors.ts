/**
 * PostgreSQL errors the services turn into answers, from node-postgres or PGlite, possibly wrapped
 * by drizzle (DrizzleQueryError keeps the driver error as `cause`).
 */
const withCode = (error: unknown, code: string): { code?: unknown; constraint?: unknown } | null => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === code) return candidate;
    current = candidate.cause;
  }
  return null;
};

/** Unique violations (SQLSTATE 23505), with the constraint's name when the driver gives it. */
export const uniqueViolation = (error: unknown): { constraint: string | null } | null => {
  const found = withCode(error, '23505');
  return found ? { constraint: typeof found.constraint === 'string' ? found.constraint : null } : null;
};

/** Foreign-key violations (23503): a referenced row vanished or a referencing row remains. */
export const foreignKeyViolation = (error: unknown): boolean => withCode(error, '23503') !== null;

/** Check violations (23514), with the constraint's name when the driver gives it. */
export const checkViolation = (error: unknown): { constraint: string | null } | null => {
  const found = withCode(error, '23514');
  return found ? { constraint: typeof found.constraint === 'string' ? found.constraint : null } : null;
};
