/**
 * Counts a scope's HTTP requests that have not been answered yet, and tells when none is left.
 *
 * @remarks Signing out revokes the session on the server: a request still on its way with the
 * token (a page's query sent just before) would then be refused with a 401. Sign-out first lets
 * them be answered.
 */
export function createInFlight() {
  let count = 0
  let waiters: (() => void)[] = []
  const finished = () => {
    count -= 1
    if (count > 0) return
    const waiting = waiters
    waiters = []
    for (const wake of waiting) wake()
  }
  return {
    /** The same fetch, counted. */
    track(base: typeof fetch): typeof fetch {
      return async (input, init) => {
        count += 1
        try {
          return await base(input, init)
        } finally {
          finished()
        }
      }
    },
    /** Requests not answered yet. */
    pending: () => count,
    /** Resolves once no request is left, or after `maxMs` at the latest. */
    settled(maxMs: number): Promise<void> {
      if (count === 0) return Promise.resolve()
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, maxMs)
        waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    },
  }
}
