/**
 * PostgreSQL unique violations (SQLSTATE 23505), from node-postgres or PGlite, possibly wrapped
 * by drizzle (DrizzleQueryError keeps the driver error as `cause`).
 */
export const uniqueViolation = (error: unknown): { constraint: string | null } | null => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return { constraint: typeof candidate.constraint === 'string' ? candidate.constraint : null };
    current = candidate.cause;
  }
  return null;
};

/** Foreign-key violations (23503): a referenced row vanished or a referencing row remains. */
export const foreignKeyViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '23503') return true;
    current = candidate.cause;
  }
  return false;
};
