// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createRetryWait, retryDelay, socketRetryAttempts } from './retry-wait'

afterEach(() => {
  vi.useRealTimers()
})

describe('retryDelay', () => {
  it('doubles from 1 s and adds at least 300 ms of jitter', () => {
    const delays = [0, 1, 2, 3, 4].map((retries) => retryDelay(retries, () => 0))
    expect(delays).toEqual([1300, 2300, 4300, 8300, 16300])
  })

  it('keeps the jitter under 3 s', () => {
    expect(retryDelay(0, () => 0.999999)).toBe(3999)
    expect(retryDelay(2, () => 0.5)).toBe(4000 + 1650)
  })

  it('draws the jitter at random by default', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.25)
    expect(retryDelay(1)).toBe(2000 + 975)
    expect(random).toHaveBeenCalledOnce()
  })

  it('allows 5 attempts', () => {
    expect(socketRetryAttempts).toBe(5)
  })
})

describe('createRetryWait', () => {
  it('sleeps for the computed delay', async () => {
    const sleep = vi.fn(() => Promise.resolve())
    const wait = createRetryWait({ random: () => 0.1, sleep })
    await wait(0)
    await wait(3)
    expect(sleep.mock.calls).toEqual([[1000 + 570], [8000 + 570]])
  })

  it('waits with a real timer by default', async () => {
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(0)
    let done = false
    const waiting = createRetryWait()(1).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(2299)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(done).toBe(true)
  })
})
