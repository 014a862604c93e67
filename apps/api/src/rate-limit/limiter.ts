/** How many attempts a key may make per window. */
export interface RateLimitRule {
  limit: number
  windowMs: number
}

export interface RateLimitDecision {
  allowed: boolean
  /** Milliseconds until the window resets (0 when allowed). */
  retryAfterMs: number
}

/** Counts attempts per key in fixed windows. */
export interface RateLimiter {
  /** Records one attempt for `key` and tells whether it stays within `rule`. */
  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision>
  /** Takes back one attempt of `key`'s current window (an attempt that turned out not to count). */
  refund(key: string): Promise<void>
  /** Forgets every attempt of `key`. */
  reset(key: string): Promise<void>
  close(): Promise<void>
}

/** The limits on sensitive account operations, per account and per client address. */
export interface RateLimits {
  /**
   * Failed sign-ins on one account from one address, as growing steps: a few tries a minute,
   * then fewer per quarter hour, then per hour. A stranger slows only their own attempts; the
   * owner signs in from their own address, and a success there clears these counts.
   */
  loginPerAccountAndAddress: readonly RateLimitRule[]
  /**
   * Failed sign-ins on one account from all addresses, counting only the attempts that reached
   * the password check: past it, guesses spread over many addresses are slowed down (each
   * attempt on the account answers after `loginSlowdownMs`), never refused, so a stranger cannot
   * lock the owner out.
   */
  loginPerAccount: RateLimitRule
  /** How long each sign-in on an account past `loginPerAccount` waits before its answer. */
  loginSlowdownMs: number
  /** Failed sign-ins from one address, whatever the account. */
  loginPerAddress: RateLimitRule
  /**
   * Password reset and order link requests for one account from one address: a stranger asking
   * for someone else's link is refused only at their own address; the owner asking from theirs
   * still gets it.
   */
  resetPerAccountAndAddress: RateLimitRule
  resetPerAddress: RateLimitRule
  signupPerAddress: RateLimitRule
}

const fifteenMinutes = 15 * 60 * 1000
const oneHour = 60 * 60 * 1000

const oneMinute = 60 * 1000

export const defaultRateLimits: RateLimits = {
  loginPerAccountAndAddress: [
    { limit: 5, windowMs: oneMinute },
    { limit: 10, windowMs: fifteenMinutes },
    { limit: 20, windowMs: oneHour },
  ],
  loginPerAccount: { limit: 100, windowMs: fifteenMinutes },
  loginSlowdownMs: 2000,
  loginPerAddress: { limit: 50, windowMs: fifteenMinutes },
  resetPerAccountAndAddress: { limit: 5, windowMs: oneHour },
  resetPerAddress: { limit: 20, windowMs: fifteenMinutes },
  signupPerAddress: { limit: 20, windowMs: oneHour },
}

interface Window {
  count: number
  resetAt: number
}

/** A limiter for one process. Expired windows are swept as keys are touched. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>()
  let lastSweep = now()
  function sweep(time: number) {
    if (time - lastSweep < 60_000) return
    lastSweep = time
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key)
  }
  return {
    consume(key, rule) {
      const time = now()
      sweep(time)
      let window = windows.get(key)
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + rule.windowMs }
        windows.set(key, window)
      }
      window.count += 1
      const allowed = window.count <= rule.limit
      return Promise.resolve({ allowed, retryAfterMs: allowed ? 0 : window.resetAt - time })
    },
    refund(key) {
      const window = windows.get(key)
      if (window && window.resetAt > now() && window.count > 0) window.count -= 1
      return Promise.resolve()
    },
    reset(key) {
      windows.delete(key)
      return Promise.resolve()
    },
    close() {
      windows.clear()
      return Promise.resolve()
    },
  }
}

/** Counts one attempt against each (key, rule) pair; returns the longest wait if any is over. */
export async function overLimit(
  limiter: RateLimiter,
  checks: [string, RateLimitRule][],
): Promise<number | null> {
  const decisions = await Promise.all(checks.map(([key, rule]) => limiter.consume(key, rule)))
  const refused = decisions.filter((decision) => !decision.allowed)
  return refused.length > 0 ? Math.max(...refused.map((decision) => decision.retryAfterMs)) : null
}
