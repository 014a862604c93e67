import type { Logger } from 'pino'
import type { WebSocket } from 'ws'

import { socketsClosedSlow } from '../observability/metrics'

/** Bytes a socket may have waiting to be sent before its client counts as not reading. */
export const maxBufferedBytes = 1024 * 1024

/** Sends one message on a socket, or drops the socket whose client stopped reading. */
export type BoundedSend = (socket: WebSocket, data: string) => void

/**
 * Bounds what one socket can hold in the server's memory. graphql-ws waits for each message to
 * be written before it takes the next event, so with a client that stops reading, events would
 * pile up unbounded upstream (in the subscription's queue) instead. Here a send is done as soon
 * as it is queued, so the backlog sits in `bufferedAmount`, where it is measured: past
 * `limit` the socket is closed with 1013 (try again later) and dropped, which ends its
 * subscriptions and frees what they held. One sender serves every socket of a scope: a socket
 * holds no state of its own for it (a dropped socket is no longer open).
 */
export function boundedSender(
  scope: string,
  logger: Logger,
  limit = maxBufferedBytes,
): BoundedSend {
  const sent = (error?: Error) => {
    if (error) logger.debug({ err: error, scope }, 'WebSocket message not delivered')
  }
  return (socket, data) => {
    if (socket.readyState !== socket.OPEN) return
    if (socket.bufferedAmount > limit) {
      socketsClosedSlow.inc({ scope })
      logger.warn(
        { scope, bufferedBytes: socket.bufferedAmount },
        'WebSocket client stopped reading; connection dropped',
      )
      socket.close(1013, 'Client too slow')
      // The close frame waits behind what the client does not read: drop the connection now.
      socket.terminate()
      return
    }
    socket.send(data, sent)
  }
}
