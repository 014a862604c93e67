const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Tells whether a value can be looked up as a uuid key. Anything else is an id that names
 * nothing (never a database error): callers answer "not found".
 */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value)
}
