// What a failed statement's error says about why, across both drivers (node-postgres and PGlite put
// the SQLSTATE on the error or on its cause).

/** The unique index a failed insert ran into, when that is why it failed. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? (e as { message?: string }).message ?? 'unknown';
  }
  return undefined;
}
