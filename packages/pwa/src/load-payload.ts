/**
 * Fetches a JSON payload. Any failure (network, HTTP status, unreadable JSON, unexpected shape)
 * is logged with `console.warn` and gives `undefined`: a failed payload load never throws.
 *
 * @param url where the payload lives
 * @param isValid checks the payload's shape
 */
export async function loadPayload<T>(
  url: string,
  isValid: (value: unknown) => value is T,
): Promise<T | undefined> {
  try {
    const response = await fetch(url, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const payload: unknown = await response.json()
    if (!isValid(payload)) throw new Error('unexpected payload')
    return payload
  } catch (error) {
    console.warn(`Could not load ${url}`, error)
    return undefined
  }
}
