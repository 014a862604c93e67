import autocannon from 'autocannon'

import type { LoadPlan, LoadSummary } from './load'

/**
 * The HTTP load generator, run as its own process pinned to the load core: autocannon over the
 * plan's requests (each connection cycles through them), a warm-up run, then the measured run.
 * Prints the summary as one JSON line.
 */
const plan = JSON.parse(process.argv[2] ?? '') as LoadPlan
const options = {
  url: plan.url,
  connections: plan.connections,
  requests: plan.requests.map((request) => ({
    method: request.method,
    path: request.path,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  })),
}
if (plan.warmupSeconds > 0) await autocannon({ ...options, duration: plan.warmupSeconds })
const result = await autocannon({ ...options, duration: plan.seconds })
const summary: LoadSummary = {
  requestsPerSecond: result.requests.total / result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
}
process.stdout.write(`${JSON.stringify(summary)}\n`)
