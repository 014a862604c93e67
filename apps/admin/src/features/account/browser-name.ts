/** A short name for the browser of a session, from what it said of itself. */
export function browserName(userAgent: string | null): string | null {
  if (!userAgent) return null
  const browser =
    /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(userAgent)?.[1]?.replace('Edg', 'Edge') ?? null
  const system = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(userAgent)?.[1] ?? null
  const parts = [browser, system?.replace('Mac OS X', 'macOS')].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : userAgent.slice(0, 60)
}
