import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createRefreshPacer, refreshGapMs } from './refresh-pacer'

describe('createRefreshPacer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('refreshes at once, then once more after a burst, never more than once a second', () => {
    const run = vi.fn()
    const pacer = createRefreshPacer(run)
    pacer.request()
    expect(run).toHaveBeenCalledTimes(1)
    for (let click = 0; click < 50; click += 1) {
      vi.advanceTimersByTime(10)
      pacer.request()
    }
    expect(run).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(refreshGapMs - 500)
    expect(run).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(5 * refreshGapMs)
    expect(run).toHaveBeenCalledTimes(2)
    pacer.request()
    expect(run).toHaveBeenCalledTimes(3)
  })

  it('runs nothing after it is cancelled', () => {
    const run = vi.fn()
    const pacer = createRefreshPacer(run)
    pacer.request()
    pacer.request()
    pacer.cancel()
    vi.advanceTimersByTime(5 * refreshGapMs)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
