import { createServer } from 'node:http'

import { GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql'
import { useServer } from 'graphql-ws/use/ws'
import { WebSocketServer } from 'ws'

/**
 * The library's own floor for an idle subscriber: graphql-ws's server (`graphql-ws/use/ws`, as
 * its documentation sets it up) on a bare `ws` server, each socket holding one subscription to an
 * event that never comes, executed by graphql-js. Whatever subscription the client asks for runs
 * as that one, so the product's subscribers can be used unchanged. Started pinned to the server
 * core with BENCH_PORT.
 */
const never = new Promise<never>(() => undefined)
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      event: {
        type: GraphQLString,
        subscribe: () => ({
          [Symbol.asyncIterator]() {
            return this
          },
          next: () => never,
          return: () => Promise.resolve({ done: true as const, value: undefined }),
        }),
      },
    },
  }),
})
const document = parse('subscription { event }')

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' })
  response.end('ok')
})
const sockets = new WebSocketServer({ server })
useServer({ schema, onSubscribe: () => ({ schema, document }) }, sockets)
server.listen(Number(process.env.BENCH_PORT), '127.0.0.1')
process.once('SIGTERM', () => {
  for (const client of sockets.clients) client.terminate()
  server.close()
})
