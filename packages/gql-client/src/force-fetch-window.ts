import { makeOperation, mapExchange, type Exchange } from '@urql/core'

/** How long after hydration server-rendered answers are trusted instead of refetched (SPEC §9). */
export const forceFetchDelayMs = 100

/** The window, open from the client's creation until shortly after hydration. */
export interface ForceFetchWindow {
  /** Whether queries asking for the network are still answered from the server's data. */
  isOpen(): boolean
  /**
   * Hydration is done (call it from the last effect of the hydration commit): the window closes
   * {@link forceFetchDelayMs} later. Later calls do nothing.
   */
  hydrated(): void
  /** Closes the window at once (and cancels a pending close). */
  close(): void
}

/** Options of {@link createForceFetchWindow}. */
export interface ForceFetchWindowOptions {
  /** How long the window stays open after {@link ForceFetchWindow.hydrated}; default 100 ms. */
  readonly delayMs?: number
}

/**
 * The force-fetch window of a server-rendered page: open until {@link forceFetchDelayMs}
 * after {@link ForceFetchWindow.hydrated}, so the first effects of the page do not refetch what
 * the server just rendered.
 *
 * @param options the delay
 * @returns the window
 */
export function createForceFetchWindow(options: ForceFetchWindowOptions = {}): ForceFetchWindow {
  const delayMs = options.delayMs ?? forceFetchDelayMs
  let open = true
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    isOpen: () => open,
    hydrated() {
      if (!open || timer !== undefined) return
      timer = setTimeout(() => {
        open = false
      }, delayMs)
    },
    close() {
      if (timer !== undefined) clearTimeout(timer)
      open = false
    },
  }
}

/**
 * While the window is open, queries asking for the network (`network-only`,
 * `cache-and-network`) are answered `cache-first`, i.e. from the data the server rendered.
 * Place it first, before the cache and the `ssrExchange`.
 *
 * @param window the force-fetch window
 * @returns an urql exchange
 */
export function forceFetchWindowExchange(window: Pick<ForceFetchWindow, 'isOpen'>): Exchange {
  return mapExchange({
    onOperation(operation) {
      const policy = operation.context.requestPolicy
      if (operation.kind !== 'query' || !window.isOpen()) return operation
      if (policy !== 'network-only' && policy !== 'cache-and-network') return operation
      return makeOperation(operation.kind, operation, {
        ...operation.context,
        requestPolicy: 'cache-first',
      })
    },
  })
}
