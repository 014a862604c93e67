import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { silentLogger } from '../../../test/database'
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in'
import { createStripeClient } from './stripe-client'
import { createStripeProvider } from './stripe-provider'

let standIn: StripeStandIn
let provider: ReturnType<typeof createStripeProvider>

beforeAll(async () => {
  standIn = await startStripeStandIn()
  const stripe = createStripeClient({
    secretKey: 'sk_test_standin',
    publishableKey: 'pk_test_standin',
    webhookSecret: 'whsec_standin',
    apiBase: new URL(standIn.origin),
  })
  provider = createStripeProvider({
    stripe,
    publishableKey: 'pk_test_standin',
    logger: silentLogger,
  })
})

afterAll(async () => {
  await standIn.close()
})

const request = (idempotencyKey: string) => ({
  amountCents: 2290,
  currency: 'EUR',
  idempotencyKey,
  card: null,
})

describe('the Stripe payment provider', () => {
  it('answers a repeated key with the same PaymentIntent, to confirm in the browser', async () => {
    const first = await provider.authorize(request('key-repeated-0001'))
    const again = await provider.authorize(request('key-repeated-0001'))
    expect(first).toMatchObject({
      accepted: true,
      orderStatus: 'PENDING_PAYMENT',
      confirmation: { publishableKey: 'pk_test_standin' },
    })
    expect(again).toEqual(first)
    expect(standIn.intents.size).toBe(1)
  })

  it('answers a key whose intent was given back with a new payable intent, the same on every retry', async () => {
    const first = await provider.authorize(request('key-released-0001'))
    if (!first.accepted) throw new Error('refused')
    await provider.release(first.reference)
    expect(standIn.intents.get(first.reference)?.status).toBe('canceled')
    const retried = await provider.authorize(request('key-released-0001'))
    expect(retried).toMatchObject({ accepted: true, orderStatus: 'PENDING_PAYMENT' })
    if (!retried.accepted) throw new Error('refused')
    expect(retried.reference).not.toBe(first.reference)
    expect(standIn.intents.get(retried.reference)?.status).toBe('requires_payment_method')
    expect(await provider.authorize(request('key-released-0001'))).toEqual(retried)
  })

  it('refuses the attempt, charging nothing, once a key has given back too many intents', async () => {
    for (let given = 0; given < 4; given += 1) {
      const accepted = await provider.authorize(request('key-released-0002'))
      if (!accepted.accepted) throw new Error('refused')
      await provider.release(accepted.reference)
    }
    await expect(provider.authorize(request('key-released-0002'))).resolves.toEqual({
      accepted: false,
      code: 'payment_unavailable',
      field: null,
    })
  })

  it('refuses to take the order when Stripe cannot be reached, charging nothing', async () => {
    const unreachable = createStripeProvider({
      stripe: createStripeClient({
        secretKey: 'sk_test_standin',
        publishableKey: 'pk_test_standin',
        webhookSecret: 'whsec_standin',
        apiBase: new URL('http://127.0.0.1:9'),
      }),
      publishableKey: 'pk_test_standin',
      logger: silentLogger,
    })
    await expect(unreachable.authorize(request('key-unreachable-01'))).resolves.toEqual({
      accepted: false,
      code: 'payment_unavailable',
      field: null,
    })
  }, 20_000)
})
