/**
 * The one form of an ambassador or operation code, however a shopper or an ambassador typed it:
 * trimmed and upper case (`" marie-ete "` → `MARIE-ETE`). An empty result means no code.
 */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase()
}
