import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

import { compileQuery, isCompiledQuery } from 'graphql-jit'
// graphql-jit loads graphql's CommonJS entry: the schema must come from the same copy.
import { buildSchema, parse } from 'graphql/index.js'

/**
 * The catalogue's limit G: a bare `node:http` server answering one GraphQL document, compiled
 * once by graphql-jit, over data held in memory (default resolvers over the product's own
 * answer), serialised with JSON.stringify per request. Started pinned to the server core by the
 * catalogue benchmark with BENCH_PORT, BENCH_SDL (a printed schema), BENCH_QUERY and
 * BENCH_ROOT (a JSON file holding the root value).
 */
const schema = buildSchema(readFileSync(process.env.BENCH_SDL ?? '', 'utf8'))
const compiled = compileQuery(schema, parse(process.env.BENCH_QUERY ?? ''))
if (!isCompiledQuery(compiled)) throw new Error(JSON.stringify(compiled.errors))
const root = JSON.parse(readFileSync(process.env.BENCH_ROOT ?? '', 'utf8')) as unknown

const server = createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    // A GET (the readiness probe) has no body: it gets the answer without variables.
    const text = Buffer.concat(chunks).toString('utf8')
    const { variables } = (text ? JSON.parse(text) : {}) as {
      variables?: Record<string, unknown>
    }
    const result = compiled.query(root, {}, variables ?? {})
    const body = JSON.stringify(result)
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    })
    response.end(body)
  })
})
server.listen(Number(process.env.BENCH_PORT), '127.0.0.1')
process.once('SIGTERM', () => {
  server.close()
  server.closeAllConnections()
})
