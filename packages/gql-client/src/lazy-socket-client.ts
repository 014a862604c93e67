import type { Client as SocketClient, Sink, SubscribePayload } from 'graphql-ws'

/** Makes the real socket client once its code has loaded (the `graphql-ws` chunk). */
export type LoadSocketClient = () => Promise<SocketClient>

/** What the clients use of a `graphql-ws` client: subscribing, and closing it. */
export type LazySocketClient = Pick<SocketClient, 'subscribe' | 'terminate' | 'dispose'>

/** A subscription waiting for the socket client's code. */
interface Pending {
  readonly sink: Sink
}

/**
 * A `graphql-ws` client whose code is loaded on the first subscription, so pages that never
 * subscribe do not download it. Subscriptions started while it loads start once it has loaded;
 * those dropped before never reach the socket. `terminate` before loading has nothing to close;
 * `dispose` before loading completes the waiting subscriptions and the code, once loaded, makes
 * no client. A failed load errors the waiting subscriptions, and the next subscription tries
 * again.
 *
 * @example
 * ```ts
 * const socket = createLazySocketClient(async () => {
 *   const { createClient } = await import('graphql-ws')
 *   return createClient({ url, lazy: true })
 * })
 * ```
 *
 * @param load imports `graphql-ws` and creates the client
 * @returns a client that subscribes and closes like a `graphql-ws` client
 */
export function createLazySocketClient(load: LoadSocketClient): LazySocketClient {
  let client: SocketClient | null = null
  let loading: Promise<SocketClient | null> | null = null
  let disposed = false
  const pending = new Set<Pending>()

  const start = (): Promise<SocketClient | null> =>
    (loading ??= load().then(
      (loaded) => {
        if (disposed) {
          void Promise.resolve(loaded.dispose()).catch(() => undefined)
          return null
        }
        client = loaded
        return loaded
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))

  const subscribe = (payload: SubscribePayload, sink: Sink): (() => void) => {
    if (client) return client.subscribe(payload, sink)
    if (disposed) {
      sink.complete()
      return () => undefined
    }
    // Waiting while in `pending`: unsubscribing or disposing takes it out before it starts.
    const waiting: Pending = { sink }
    let stop: (() => void) | null = null
    pending.add(waiting)
    start().then(
      (loaded) => {
        if (pending.delete(waiting) && loaded) stop = loaded.subscribe(payload, sink)
      },
      (error: unknown) => {
        if (pending.delete(waiting)) sink.error(error)
      },
    )
    return () => {
      pending.delete(waiting)
      stop?.()
    }
  }

  return {
    subscribe,
    terminate() {
      client?.terminate()
    },
    dispose() {
      disposed = true
      const waiting = [...pending]
      pending.clear()
      for (const { sink } of waiting) sink.complete()
      return client?.dispose()
    },
  }
}
