import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

/** A request the stand-in received. */
export interface RecordedRequest {
  method: string
  path: string
  idempotencyKey: string | null
  authorization: string | null
  body: Record<string, unknown>
}

/** A PaymentIntent as the stand-in keeps it (the fields the shop's code reads). */
export interface StandInIntent {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: Stripe.PaymentIntent.Status
  client_secret: string
  description: string | null
  metadata: Record<string, string>
  latest_charge: string | null
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_BASE. */
  origin: string
  requests: RecordedRequest[]
  intents: Map<string, StandInIntent>
  /** What Stripe would do once the shopper confirms: the intent is paid (or failed). */
  settle(id: string, outcome: 'succeeded' | 'failed'): StandInIntent
  /** Runs when a request arrives, before it is answered (a test acts while Stripe is called). */
  onRequest: ((request: RecordedRequest) => Promise<void> | void) | null
  close(): Promise<void>
}

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`

/** Stripe's form encoding (`metadata[key]=value`) read back into objects. */
function parseForm(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.split(/\[|\]\[|\]/).filter(Boolean)
    let target = result
    for (const key of keys.slice(0, -1)) {
      target[key] ??= {}
      target = target[key] as Record<string, unknown>
    }
    target[keys.at(-1) ?? name] = value
  }
  return result
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** An answer as sent: its status and its body's text, as it was when first sent. */
interface SentAnswer {
  status: number
  text: string
}

function send(response: ServerResponse, answer: SentAnswer, replayed = false) {
  response.writeHead(answer.status, {
    'content-type': 'application/json',
    'request-id': newId('req'),
    ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
  })
  response.end(answer.text)
}

/** The first request made with an idempotency key, and what it was answered. */
interface KeyedAnswer extends SentAnswer {
  method: string
  path: string
  params: string
}

const idempotencyMismatch = (key: string): SentAnswer => ({
  status: 400,
  text: JSON.stringify({
    error: {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    },
  }),
})

const notFound = (path: string) => ({
  error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${path}` },
})

/**
 * A stand-in for the part of Stripe's HTTP API the shop uses (these machines cannot reach Stripe):
 * PaymentIntents (create, retrieve, update, cancel) and refunds. Like Stripe, a POST repeated with
 * the same Idempotency-Key gets the saved first response (status and body as they were then, not
 * the object as it is now) with `Idempotent-Replayed: true`, and a key reused for another request
 * is refused with an `idempotency_error`. Every request is recorded.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = []
  const intents = new Map<string, StandInIntent>()
  const answered = new Map<string, KeyedAnswer>()

  function route(method: string, path: string, body: Record<string, unknown>) {
    const metadata = (body.metadata ?? {}) as Record<string, string>
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = newId('pi')
      const intent: StandInIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.amount),
        amount_received: 0,
        currency: String(body.currency),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        description: null,
        metadata,
        latest_charge: null,
      }
      intents.set(id, intent)
      return { status: 200, body: intent }
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path)
    if (intentPath) {
      const intent = intents.get(intentPath[1] ?? '')
      if (!intent) return { status: 404, body: notFound(path) }
      if (method === 'POST' && intentPath[2]) intent.status = 'canceled'
      else if (method === 'POST') {
        intent.metadata = { ...intent.metadata, ...metadata }
        if (typeof body.description === 'string') intent.description = body.description
      }
      return { status: 200, body: intent }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(body.payment_intent))
      if (!intent) return { status: 404, body: notFound(path) }
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount: body.amount === undefined ? intent.amount_received : Number(body.amount),
        currency: intent.currency,
        payment_intent: intent.id,
        charge: intent.latest_charge,
        status: 'succeeded',
      }
      return { status: 200, body: refund }
    }
    return { status: 404, body: notFound(path) }
  }

  const server = createServer((request, response) => {
    void (async () => {
      const method = request.method ?? 'GET'
      const path = (request.url ?? '/').split('?')[0] ?? '/'
      const params = await bodyOf(request)
      const body = parseForm(params)
      const key = request.headers['idempotency-key']
      const idempotencyKey = typeof key === 'string' && method === 'POST' ? key : null
      const recorded: RecordedRequest = {
        method,
        path,
        idempotencyKey: typeof key === 'string' ? key : null,
        authorization: request.headers.authorization ?? null,
        body,
      }
      requests.push(recorded)
      await standIn.onRequest?.(recorded)
      const first = idempotencyKey ? answered.get(idempotencyKey) : undefined
      if (first && idempotencyKey) {
        const same = first.method === method && first.path === path && first.params === params
        send(response, same ? first : idempotencyMismatch(idempotencyKey), same)
        return
      }
      const routed = route(method, path, body)
      const answer = { status: routed.status, text: JSON.stringify(routed.body) }
      if (idempotencyKey) answered.set(idempotencyKey, { ...answer, method, path, params })
      send(response, answer)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const standIn: StripeStandIn = {
    origin: `http://127.0.0.1:${String(port)}`,
    requests,
    intents,
    onRequest: null,
    settle(id, outcome) {
      const intent = intents.get(id)
      if (!intent) throw new Error(`No intent ${id}`)
      if (outcome === 'succeeded') {
        intent.status = 'succeeded'
        intent.amount_received = intent.amount
        intent.latest_charge = newId('ch')
      } else {
        intent.status = 'requires_payment_method'
      }
      return intent
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => {
          if (error) reject(error)
          else resolve()
        })
      }),
  }
  return standIn
}

/** Stripe's settings of a test app that talks to `standIn`. */
export function stripeTestEnv(standIn: StripeStandIn): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: stripeTestWebhookSecret,
    STRIPE_API_BASE: standIn.origin,
  }
}

export const stripeTestWebhookSecret = 'whsec_standin_secret'

/** A webhook event as Stripe sends it, with its body and a valid (or given) signature header. */
export function signedEvent(
  type: string,
  object: unknown,
  options: { id?: string; secret?: string } = {},
): { id: string; payload: string; signature: string } {
  const id = options.id ?? newId('evt')
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  })
  const signature = new Stripe('sk_test_standin').webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? stripeTestWebhookSecret,
  })
  return { id, payload, signature }
}
