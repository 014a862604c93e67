/** The two addresses of one GraphQL endpoint. */
export interface Endpoints {
  /** Address for queries and mutations (`http:` or `https:`). */
  readonly http: string
  /** Address for subscriptions (`ws:` or `wss:`), same host and path. */
  readonly ws: string
}

/**
 * Resolves an endpoint path against an origin, giving the HTTP address and its WebSocket twin
 * (`https://shop.test` + `/gql/public` → `https://shop.test/gql/public`, `wss://shop.test/gql/public`).
 *
 * @param path endpoint path, e.g. `/gql/ambassador`
 * @param origin origin of the API, e.g. `https://shop.test` or `http://127.0.0.1:4000`
 * @returns the HTTP and WebSocket addresses
 */
export function resolveEndpoints(path: string, origin: string): Endpoints {
  const http = new URL(path, origin)
  if (http.protocol !== 'http:' && http.protocol !== 'https:') {
    throw new Error(`The GraphQL origin must be http or https, got ${http.protocol}`)
  }
  const ws = new URL(http.href)
  ws.protocol = http.protocol === 'https:' ? 'wss:' : 'ws:'
  return { http: http.href, ws: ws.href }
}
