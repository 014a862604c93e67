import { afterEach, describe, expect, it, vi } from 'vitest'

import { createInFlight } from './in-flight'

afterEach(() => {
  vi.useRealTimers()
})

describe('createInFlight', () => {
  it('settles once every counted request is answered', async () => {
    const inFlight = createInFlight()
    const answers: ((response: Response) => void)[] = []
    const fetch = inFlight.track(
      () =>
        new Promise<Response>((resolve) => {
          answers.push(resolve)
        }),
    )
    const first = fetch('http://api.test/gql/public')
    const second = fetch('http://api.test/gql/public')
    expect(inFlight.pending()).toBe(2)
    let settled = false
    const waiting = inFlight.settled(60_000).then(() => {
      settled = true
    })
    answers[0]?.(new Response('{}'))
    await first
    expect(settled).toBe(false)
    answers[1]?.(new Response('{}'))
    await second
    await waiting
    expect(settled).toBe(true)
    expect(inFlight.pending()).toBe(0)
  })

  it('stops waiting after its bound when a request never ends', async () => {
    vi.useFakeTimers()
    const inFlight = createInFlight()
    void inFlight.track(() => new Promise<Response>(() => undefined))('http://api.test/')
    let settled = false
    const waiting = inFlight.settled(3_000).then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(2_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(settled).toBe(true)
  })

  it('counts a refused request as answered', async () => {
    const inFlight = createInFlight()
    await expect(
      inFlight.track(() => Promise.reject(new Error('offline')))('http://api.test/'),
    ).rejects.toThrow('offline')
    expect(inFlight.pending()).toBe(0)
    await inFlight.settled(60_000)
  })
})
