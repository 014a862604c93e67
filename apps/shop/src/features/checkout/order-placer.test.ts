import { describe, expect, it, vi } from 'vitest'

import { createOrderPlacer, newIdempotencyKey, type PlaceOrderAnswer } from './order-placer'

const card = {
  paymentMethod: 'TEST_CARD',
  card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
} as const
const placed: PlaceOrderAnswer = {
  payload: {
    order: { number: 'CPT-2026-000001' },
    accessToken: 'secret',
    payment: null,
    errors: [],
  },
  retryable: false,
}
const declined: PlaceOrderAnswer = {
  payload: {
    order: null,
    accessToken: null,
    payment: null,
    errors: [{ field: 'card.number', code: 'CARD_DECLINED', message: 'The card was declined.' }],
  },
  retryable: false,
}
const lost: PlaceOrderAnswer = { retryable: true }

function keys() {
  let n = 0
  return () => `attempt-key-${String(++n).padStart(4, '0')}`
}

describe('createOrderPlacer', () => {
  it('sends one request for a double press and gives both presses the order', async () => {
    let release: (answer: PlaceOrderAnswer) => void = () => undefined
    const send = vi.fn(() => new Promise<PlaceOrderAnswer>((resolve) => (release = resolve)))
    const placer = createOrderPlacer(keys())
    const first = placer.place(card, send)
    const second = placer.place(card, send)
    release(placed)
    await expect(first).resolves.toEqual({
      kind: 'placed',
      number: 'CPT-2026-000001',
      accessToken: 'secret',
      payment: null,
    })
    await expect(second).resolves.toEqual(await first)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('retries a lost request with the same key', async () => {
    const send = vi.fn<(...args: unknown[]) => Promise<PlaceOrderAnswer>>()
    send.mockResolvedValueOnce(lost).mockResolvedValueOnce(placed)
    const outcome = await createOrderPlacer(keys()).place(card, send)
    expect(outcome.kind).toBe('placed')
    expect(send.mock.calls.map((call) => call[1])).toEqual(['attempt-key-0001', 'attempt-key-0001'])
  })

  it('keeps the key after a failure without an answer, and starts a new attempt after a refusal', async () => {
    const send = vi.fn<(...args: unknown[]) => Promise<PlaceOrderAnswer>>()
    send
      .mockResolvedValueOnce(lost)
      .mockResolvedValueOnce(lost)
      .mockResolvedValueOnce(declined)
      .mockResolvedValueOnce(placed)
    const placer = createOrderPlacer(keys())
    await expect(placer.place(card, send)).resolves.toEqual({ kind: 'failed' })
    await expect(placer.place(card, send)).resolves.toMatchObject({ kind: 'refused' })
    await expect(placer.place(card, send)).resolves.toMatchObject({ kind: 'placed' })
    expect(send.mock.calls.map((call) => call[1])).toEqual([
      'attempt-key-0001',
      'attempt-key-0001',
      'attempt-key-0001',
      'attempt-key-0002',
    ])
  })

  it('makes keys the API accepts', () => {
    const key = newIdempotencyKey()
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/)
    expect(newIdempotencyKey()).not.toBe(key)
  })
})
