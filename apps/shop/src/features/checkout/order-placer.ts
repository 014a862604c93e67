import type { FieldError, ResultOf, VariablesOf } from '@comptoir/gql-client/public-graphql'

import type { placeOrderDocument } from './checkout.graphql'

/** What the shopper chose to pay with; no field carries a price. */
export type PaymentChoice = Pick<
  VariablesOf<typeof placeOrderDocument>['input'],
  'paymentMethod' | 'card'
>

type PlaceOrderPayload = ResultOf<typeof placeOrderDocument>['placeOrder']

/** A card payment the shopper confirms in the browser once the order is placed (Stripe). */
export type PaymentToConfirm = NonNullable<PlaceOrderPayload['payment']>

/** The answer of one `placeOrder` request, as the transport gives it. */
export interface PlaceOrderAnswer {
  /** The payload, or undefined when the request failed (network, server). */
  readonly payload?: PlaceOrderPayload | undefined
  /** True when the request may not have reached the server (safe to repeat with the same key). */
  readonly retryable: boolean
}

/** How an attempt ended. */
export type PlaceOrderOutcome =
  | {
      readonly kind: 'placed'
      readonly number: string
      readonly accessToken: string | null
      /** The card payment still to confirm, when the payment method takes it after placing. */
      readonly payment: PaymentToConfirm | null
    }
  | { readonly kind: 'refused'; readonly errors: readonly FieldError[] }
  | { readonly kind: 'failed' }

/** Sends one `placeOrder` request with the given idempotency key. */
export type SendPlaceOrder = (
  choice: PaymentChoice,
  idempotencyKey: string,
) => Promise<PlaceOrderAnswer>

/** A random key of 16 to 100 letters, digits and hyphens, as `placeOrder` asks. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}

/**
 * Places the order at most once per attempt. Every request of an attempt carries the same
 * idempotency key, so a double click (which joins the request in flight) and a retried request
 * (repeated once when the network failed) can only ever give one order. A refusal (declined card,
 * stock gone) ends the attempt: the next press is a new attempt with a new key. A request that
 * failed without an answer keeps the key, so pressing again retries the same attempt.
 */
export function createOrderPlacer(makeKey: () => string = newIdempotencyKey) {
  let key: string | null = null
  let inFlight: Promise<PlaceOrderOutcome> | null = null

  async function attempt(
    choice: PaymentChoice,
    attemptKey: string,
    send: SendPlaceOrder,
  ): Promise<PlaceOrderOutcome> {
    let answer = await send(choice, attemptKey)
    if (!answer.payload && answer.retryable) answer = await send(choice, attemptKey)
    const payload = answer.payload
    if (!payload) return { kind: 'failed' }
    if (payload.order && payload.errors.length === 0) {
      return {
        kind: 'placed',
        number: payload.order.number,
        accessToken: payload.accessToken,
        payment: payload.payment ?? null,
      }
    }
    key = null
    return { kind: 'refused', errors: payload.errors }
  }

  return {
    /** Places the order with `send`, or joins the attempt already on its way. */
    place: (choice: PaymentChoice, send: SendPlaceOrder): Promise<PlaceOrderOutcome> => {
      if (inFlight) return inFlight
      key ??= makeKey()
      inFlight = attempt(choice, key, send).finally(() => {
        inFlight = null
      })
      return inFlight
    },
  }
}
