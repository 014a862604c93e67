/** The least time between two refreshes of a page by live events (a burst of clicks, of orders). */
export const refreshGapMs = 1000

/**
 * Paces a refresh: the first call runs it at once; calls within `gapMs` of the last run make one
 * more run when the gap is over, so a burst costs two reads and the last event is always shown.
 */
export function createRefreshPacer(run: () => void, gapMs = refreshGapMs) {
  let last = Number.NEGATIVE_INFINITY
  let waiting: ReturnType<typeof setTimeout> | null = null
  const runNow = () => {
    waiting = null
    last = Date.now()
    run()
  }
  return {
    request() {
      if (waiting) return
      const wait = last + gapMs - Date.now()
      if (wait <= 0) runNow()
      else waiting = setTimeout(runNow, wait)
    },
    cancel() {
      if (waiting) clearTimeout(waiting)
      waiting = null
    },
  }
}
