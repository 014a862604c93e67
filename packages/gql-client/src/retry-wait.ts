/** First wait before reconnecting a socket: 1 s, doubled on every further attempt. */
export const retryBaseDelayMs = 1000

/** Bounds of the random jitter added to every wait, in milliseconds (from 300 ms up to 3 s). */
export const retryJitterMs = { min: 300, max: 3000 } as const

/** How many times a broken socket is reconnected before its subscriptions fail. */
export const socketRetryAttempts = 5

/**
 * Milliseconds to wait before reconnect attempt number `retries` (0 for the first retry):
 * `1000 · 2^retries` plus a random jitter between 300 ms and 3 s.
 *
 * @param retries how many retries were already made
 * @param random source of randomness in [0, 1)
 * @returns the wait in milliseconds
 */
export function retryDelay(retries: number, random: () => number = Math.random): number {
  const jitter = Math.floor(random() * (retryJitterMs.max - retryJitterMs.min) + retryJitterMs.min)
  return retryBaseDelayMs * 2 ** retries + jitter
}

/** Options of {@link createRetryWait}; both exist so tests can observe and speed up the waits. */
export interface RetryWaitOptions {
  /** Source of randomness for the jitter (default `Math.random`). */
  readonly random?: () => number
  /** Waits the given milliseconds (default a `setTimeout`). */
  readonly sleep?: (ms: number) => Promise<void>
}

function sleepFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * The socket's `retryWait`: exponential backoff starting at 1 s, with random jitter
 * (see {@link retryDelay}).
 *
 * @param options randomness and sleeping, for tests
 * @returns a function that resolves when the next attempt may start
 */
export function createRetryWait(
  options: RetryWaitOptions = {},
): (retries: number) => Promise<void> {
  const { random = Math.random, sleep = sleepFor } = options
  return (retries) => sleep(retryDelay(retries, random))
}
