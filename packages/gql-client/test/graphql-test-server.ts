import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

import { buildSchema, graphql } from 'graphql'
import type { Context } from 'graphql-ws'
import { useServer as serveGraphQLOverWebSocket, type Extra } from 'graphql-ws/use/ws'
import { WebSocketServer } from 'ws'

/** Schema served by the test server: id-less types, a Relay connection and subscriptions. */
export const testSchema = buildSchema(`
  type Query {
    hello(name: String): String!
    broken: String
    product(id: ID!): Product
    products(first: Int, after: String): ProductConnection!
  }
  type Product { id: ID!, name: String!, price: Money! }
  type Money { amount: Int!, currency: String! }
  type ProductConnection { edges: [ProductEdge!]!, pageInfo: PageInfo! }
  type ProductEdge { cursor: String!, node: Product! }
  type PageInfo { hasNextPage: Boolean!, endCursor: String }
  type Subscription { greetings: String!, ticks: Int! }
`)

const catalog = ['Coffee', 'Tea', 'Cocoa', 'Mate'].map((name, index) => ({
  id: String(index + 1),
  name,
  price: { amount: 100 * (index + 1), currency: 'EUR' },
}))

/** Root values of {@link testSchema}. */
export const testRoot = {
  hello: ({ name }: { name?: string }) => `Hello ${name ?? 'world'}`,
  broken: () => {
    throw new Error('Broken on purpose')
  },
  product: ({ id }: { id: string }) => catalog.find((product) => product.id === id) ?? null,
  products: ({ first = 2, after }: { first?: number; after?: string }) => {
    const start = after ? Number(after) : 0
    const page = catalog.slice(start, start + first)
    return {
      edges: page.map((node, index) => ({ cursor: String(start + index + 1), node })),
      pageInfo: {
        hasNextPage: start + first < catalog.length,
        endCursor: String(start + page.length),
      },
    }
  },
  greetings: async function* () {
    yield { greetings: 'hi' }
    await new Promise((resolve) => setTimeout(resolve, 20))
    yield { greetings: 'again' }
  },
  ticks: async function* () {
    for (let tick = 0; ; tick += 1) {
      yield { ticks: tick }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  },
}

/** One HTTP request as the server saw it. */
export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly body: unknown
}

/** One socket as the server saw it. */
export interface RecordedSocket {
  readonly path: string
  params: Readonly<Record<string, unknown>> | undefined
  closeCode: number | undefined
}

/** A canned HTTP answer that replaces normal execution. */
export interface CannedResponse {
  readonly status: number
  readonly body: string
  readonly contentType?: string
}

/** A running server; everything it saw is recorded. */
export interface GraphQLTestServer {
  readonly origin: string
  readonly requests: RecordedRequest[]
  readonly sockets: RecordedSocket[]
  /** Answer the next HTTP requests with this instead of executing them. */
  cannedResponse: CannedResponse | undefined
  /** Closes every open socket from the server side (e.g. 4401 when a session ends). */
  closeSockets(code: number, reason: string): void
  close(): Promise<void>
}

/** Options of {@link startGraphQLTestServer}. */
export interface GraphQLTestServerOptions {
  /** graphql-ws `onConnect`; return `false` to refuse with 4403. */
  readonly onConnect?: (
    ctx: Context<Record<string, unknown> | undefined, Extra>,
  ) => boolean | undefined
}

/**
 * Starts an HTTP + graphql-ws server on a free port that executes {@link testSchema} and records
 * every request and socket.
 */
export async function startGraphQLTestServer(
  options: GraphQLTestServerOptions = {},
): Promise<GraphQLTestServer> {
  const requests: RecordedRequest[] = []
  const sockets: RecordedSocket[] = []
  const state: { canned: CannedResponse | undefined } = { canned: undefined }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body })
      if (state.canned) {
        res.writeHead(state.canned.status, {
          'content-type': state.canned.contentType ?? 'application/json',
        })
        res.end(state.canned.body)
        return
      }
      void graphql({
        schema: testSchema,
        rootValue: testRoot,
        source: typeof body?.query === 'string' ? body.query : '',
        variableValues: body?.variables as Record<string, unknown> | undefined,
        operationName: typeof body?.operationName === 'string' ? body.operationName : undefined,
      }).then((result) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(result))
      })
    })
  })

  const wss = new WebSocketServer({ server })
  const recordOf = new WeakMap<object, RecordedSocket>()
  wss.on('connection', (socket, request) => {
    const record: RecordedSocket = {
      path: request.url ?? '',
      params: undefined,
      closeCode: undefined,
    }
    sockets.push(record)
    recordOf.set(socket, record)
    socket.on('close', (code) => {
      record.closeCode = code
    })
  })
  const wsServer = serveGraphQLOverWebSocket(
    {
      schema: testSchema,
      roots: { query: testRoot, subscription: testRoot },
      onConnect: (ctx) => {
        const record = recordOf.get(ctx.extra.socket)
        if (record) record.params = ctx.connectionParams ?? {}
        return options.onConnect?.(ctx)
      },
    },
    wss,
  )

  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    sockets,
    get cannedResponse() {
      return state.canned
    },
    set cannedResponse(value) {
      state.canned = value
    },
    closeSockets(code, reason) {
      for (const client of wss.clients) client.close(code, reason)
    },
    async close() {
      await wsServer.dispose()
      for (const client of wss.clients) client.terminate()
      wss.close()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** Resolves once `check` holds, polling every 5 ms; fails after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('Condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
