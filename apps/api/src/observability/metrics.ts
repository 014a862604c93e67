import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

import { poolUseTotals } from './pool-registry'

/**
 * The process's metrics, one registry for the whole process as Prometheus scrapes a process.
 * Modules record into it directly; what only a collaborator knows (outbox backlog) comes from
 * sources registered while they run.
 */
export const metricsRegistry = new Registry()
collectDefaultMetrics({ register: metricsRegistry })

export const graphqlOperations = new Histogram({
  name: 'comptoir_graphql_operation_duration_seconds',
  help: 'GraphQL operations by endpoint, operation name and type, and their duration',
  labelNames: ['endpoint', 'operation', 'type', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
})

const graphqlErrors = new Counter({
  name: 'comptoir_graphql_errors_total',
  help: 'GraphQL errors sent to clients, by extensions.code',
  labelNames: ['code'] as const,
  registers: [metricsRegistry],
})

/** Counts one error shown to a client. */
export function countError(code: string): void {
  graphqlErrors.inc({ code })
}

export const openSockets = new Gauge({
  name: 'comptoir_websocket_open',
  help: 'Open GraphQL WebSockets, by scope (public, ambassador)',
  labelNames: ['scope'] as const,
  registers: [metricsRegistry],
})

export const socketsClosedSlow = new Counter({
  name: 'comptoir_websocket_slow_closed_total',
  help: 'WebSockets closed because the client stopped reading and too much waited to be sent',
  labelNames: ['scope'] as const,
  registers: [metricsRegistry],
})

export const eventDeliveryDelay = new Histogram({
  name: 'comptoir_event_delivery_delay_seconds',
  help: 'Time from an event’s publication to its arrival at this instance’s subscribers',
  labelNames: ['topic'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
})

export const eventsMissed = new Counter({
  name: 'comptoir_events_gap_total',
  help: 'Times the pub/sub connection was lost: subscribers were told events may be missing',
  registers: [metricsRegistry],
})

new Gauge({
  name: 'comptoir_db_pool_connections',
  help: 'PostgreSQL pool: open (total), idle, checkouts waiting (waiting), and the maximum (max)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const use = poolUseTotals()
    this.set({ state: 'total' }, use.total)
    this.set({ state: 'idle' }, use.idle)
    this.set({ state: 'waiting' }, use.waiting)
    this.set({ state: 'max' }, use.max)
  },
})

const backlogSources = new Set<() => Promise<number>>()

/** Lets the metrics count the unsent e-mails; the returned function stops it. */
export function watchOutbox(countUnsent: () => Promise<number>): () => void {
  backlogSources.add(countUnsent)
  return () => {
    backlogSources.delete(countUnsent)
  }
}

new Gauge({
  name: 'comptoir_mail_outbox_backlog',
  help: 'E-mails in the outbox not sent yet',
  registers: [metricsRegistry],
  async collect() {
    let backlog = 0
    for (const count of backlogSources) backlog += await count().catch(() => 0)
    this.set(backlog)
  },
})
