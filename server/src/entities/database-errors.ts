/** The PostgreSQL error code under whatever the driver and Drizzle wrapped around it. */
export const postgresErrorCode = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** A table's EXCLUDE constraint (two standing leaves of one person over the same days). */
export const EXCLUSION_VIOLATION = '23P01';
