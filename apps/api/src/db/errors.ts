/**
 * Whether a database error (or one it caused) is PostgreSQL's unique violation (23505), on the
 * given constraint when one is named: two requests raced for the same row, and the second lost.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const details = current as { code?: unknown; constraint?: unknown }
    if (details.code === '23505' && (constraint === undefined || details.constraint === constraint))
      return true
  }
  return false
}
