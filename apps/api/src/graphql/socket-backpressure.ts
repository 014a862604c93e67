import type { Logger } from 'pino'
import type WebSocket from 'ws'

import { openSockets, socketsClosedSlow } from '../observability/metrics'

/** Bytes a socket may have waiting to be sent before its client counts as not reading. */
export const maxBufferedBytes = 1024 * 1024

type SendCallback = (error?: Error) => void

/**
 * Bounds what one socket can hold in the server's memory. graphql-ws waits for each message to
 * be written before it takes the next event, so with a client that stops reading, events would
 * pile up unbounded upstream (in the subscription's queue) instead. Here a send is done as soon
 * as it is queued, so the backlog sits in `bufferedAmount`, where it is measured: past
 * {@link maxBufferedBytes} the socket is closed with 1013 (try again later) and dropped, which
 * ends its subscriptions and frees what they held. Also counts the open sockets of the scope.
 */
export function guardSocket(
  socket: WebSocket,
  scope: string,
  logger: Logger,
  limit = maxBufferedBytes,
): void {
  openSockets.inc({ scope })
  socket.once('close', () => {
    openSockets.dec({ scope })
  })
  const send = socket.send.bind(socket) as (data: unknown, callback?: SendCallback) => void
  let dropped = false
  const guarded = (data: unknown, ...rest: unknown[]) => {
    const callback = rest.find((arg): arg is SendCallback => typeof arg === 'function')
    if (dropped) {
      callback?.()
      return
    }
    if (socket.bufferedAmount > limit) {
      dropped = true
      socketsClosedSlow.inc({ scope })
      logger.warn(
        { scope, bufferedBytes: socket.bufferedAmount },
        'WebSocket client stopped reading; connection dropped',
      )
      socket.close(1013, 'Client too slow')
      // The close frame waits behind what the client does not read: drop the connection now.
      socket.terminate()
      callback?.()
      return
    }
    send(data, (error?: Error) => {
      if (error) logger.debug({ err: error, scope }, 'WebSocket message not delivered')
    })
    callback?.()
  }
  socket.send = guarded as typeof socket.send
}
