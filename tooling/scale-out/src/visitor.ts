import { Agent, request, type IncomingHttpHeaders } from 'node:http'
import { gunzipSync } from 'node:zlib'

import type { TadaDocumentNode } from 'gql.tada'
import { print } from 'graphql'
import { createClient, type Client } from 'graphql-ws'
import WebSocket from 'ws'

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  /** The body, decompressed when the server gzipped it. */
  body: string
}

export interface GraphQLAnswer<Data> {
  status: number
  data: Data | null
  errors: unknown
}

/**
 * Someone on the network in front of the proxy: every connection leaves from `address` (a
 * loopback address of its own, 127.x.y.z), so the proxy sees it as a distinct client. `host` is
 * the Host it asks for: the shop's or the portal's.
 */
export interface Visitor {
  address: string
  host: string
  get(path: string, headers?: Record<string, string>): Promise<Answer>
  gql<Data, Variables>(
    path: '/gql/public' | '/gql/ambassador',
    document: TadaDocumentNode<Data, Variables>,
    variables: Variables,
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<GraphQLAnswer<Data>>
  /** A graphql-ws client on `path` through the proxy's WebSocket upgrade; it does not reconnect. */
  socket(path: '/gql/public' | '/gql/ambassador', token: string): Client
  close(): void
}

export function visitor(proxyPort: number, address: string, host: string): Visitor {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 })
  function send(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: proxyPort,
          localAddress: address,
          method,
          path,
          agent,
          headers: { host, ...headers },
          timeout: 20_000,
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('error', reject)
          response.on('end', () => {
            const raw = Buffer.concat(chunks)
            const gzipped = response.headers['content-encoding'] === 'gzip'
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: (gzipped ? gunzipSync(raw) : raw).toString('utf8'),
            })
          })
        },
      )
      outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${path} timed out`)))
      outgoing.on('error', reject)
      outgoing.end(body)
    })
  }

  // graphql-ws opens sockets with `new WebSocket(url, protocol)`: this one leaves from the
  // visitor's address and asks for the visitor's host.
  class VisitorSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { localAddress: address, headers: { host } })
    }
  }

  return {
    address,
    host,
    get: (path, headers = {}) => send('GET', path, headers),
    async gql<Data, Variables>(
      path: string,
      document: TadaDocumentNode<Data, Variables>,
      variables: Variables,
      options: { token?: string; headers?: Record<string, string> } = {},
    ): Promise<GraphQLAnswer<Data>> {
      const answer = await send(
        'POST',
        path,
        {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          'accept-language': 'en',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        JSON.stringify({ query: print(document), variables }),
      )
      let parsed: { data?: Data; errors?: unknown } = {}
      try {
        parsed = JSON.parse(answer.body) as typeof parsed
      } catch {
        // An error page of the proxy (502, 503) is not JSON: the status says what happened.
      }
      return {
        status: answer.status,
        data: parsed.data ?? null,
        errors: parsed.errors ?? null,
      }
    },
    socket(path, token) {
      return createClient({
        url: `ws://127.0.0.1:${String(proxyPort)}${path}`,
        webSocketImpl: VisitorSocket,
        connectionParams: { Authorization: `Bearer ${token}`, acceptLanguage: 'en' },
        retryAttempts: 0,
        lazy: false,
      })
    },
    close() {
      agent.destroy()
    },
  }
}
