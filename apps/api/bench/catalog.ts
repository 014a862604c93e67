import autocannon from 'autocannon'

import { print } from 'graphql'

import { productPageQuery } from '../test/catalog'
import { buildApp } from '../src/app'
import { openBenchDatabase } from './bench-setup'

/**
 * Catalogue benchmark: SQL statements per product page, then req/s of that page over HTTP
 * (autocannon, after a warm-up). Uses DATABASE_URL when set (on a database it may fill with the
 * demo data), else an in-memory embedded database.
 *   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10)
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const { config, logger, database } = await openBenchDatabase()
const app = await buildApp({
  config,
  database,
  logger,
  requestsPerMinute: 100_000_000,
  serveApps: false,
})
const origin = await app.fastify.listen({ port: 0, host: '127.0.0.1' })
const url = `${origin}/gql/public`

const scenarios = [
  { name: 'page 1 (20 products)', variables: { first: 20 } },
  { name: 'search "lin" (20 products)', variables: { first: 20, search: 'lin' } },
]

async function post(body: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return response.text()
}

process.stdout.write(
  `Catalogue benchmark on ${database.kind}, ${connections} connections, ${seconds} s per run\n\n`,
)
// Count statements before any load, so no request of a run is still in flight.
const measured = []
for (const scenario of scenarios) {
  const body = JSON.stringify({ query: print(productPageQuery), variables: scenario.variables })
  const before = database.statementCount
  const page = await post(body)
  measured.push({
    ...scenario,
    body,
    bytes: Buffer.byteLength(page),
    statements: database.statementCount - before,
  })
}

for (const scenario of measured) {
  const options = {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: scenario.body,
    connections,
  }
  await autocannon({ ...options, duration: 3 })
  const result = await autocannon({ ...options, duration: seconds })
  process.stdout.write(
    [
      scenario.name,
      `  SQL statements per page: ${scenario.statements}`,
      `  response size: ${scenario.bytes} bytes`,
      `  req/s: ${result.requests.average.toFixed(0)} (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`,
      `  non-2xx: ${result.non2xx}, errors: ${result.errors}`,
      '',
    ].join('\n'),
  )
}

await app.close()
await database.close()
