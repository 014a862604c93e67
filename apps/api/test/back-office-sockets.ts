import { graphql, type ResultOf } from '@comptoir/gql-client/admin-graphql'
import { print } from 'graphql'
import WebSocket from 'ws'

import type { PubSub } from '../src/pubsub/pubsub'
import { backOfficeKey } from '../src/pubsub/topics'
import { waitFor } from './ambassador-sockets'
import { protocol } from './ws'

export const backOfficeEventsSubscription = graphql(`
  subscription BackOfficeEvents($kinds: [BackOfficeEventKind!]) {
    backOfficeEvents(kinds: $kinds) {
      kind
      recordId
      status
      at
    }
  }
`)

export type BackOfficeEventData = ResultOf<typeof backOfficeEventsSubscription>['backOfficeEvents']
type Kind = BackOfficeEventData['kind']

export interface BackOfficeStream {
  events: BackOfficeEventData[]
  /** Errors the server answered the subscription with. */
  errors: unknown[]
  /** Resolves with the close code when the server closes the socket. */
  closed: Promise<number>
  /** Resolves once the server acknowledged the connection and the subscription was sent. */
  subscribed: Promise<void>
  close(): void
}

/** Subscribes to backOfficeEvents over a raw graphql-transport-ws socket of /gql/admin. */
export function streamBackOfficeEvents(
  url: string,
  token: string | null,
  kinds: Kind[] | null = null,
): BackOfficeStream {
  const socket = new WebSocket(url, protocol)
  const events: BackOfficeEventData[] = []
  const errors: unknown[] = []
  let markSubscribed: () => void = () => undefined
  const subscribed = new Promise<void>((resolve) => {
    markSubscribed = resolve
  })
  const closed = new Promise<number>((resolve) => {
    socket.on('close', (code) => {
      resolve(code)
    })
  })
  socket.on('open', () => {
    const payload = token ? { Authorization: `Bearer ${token}` } : {}
    socket.send(JSON.stringify({ type: 'connection_init', payload }))
  })
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as {
      type: string
      payload?: { data?: { backOfficeEvents?: BackOfficeEventData } } | unknown[]
    }
    if (message.type === 'connection_ack') {
      socket.send(
        JSON.stringify({
          id: '1',
          type: 'subscribe',
          payload: { query: print(backOfficeEventsSubscription), variables: { kinds } },
        }),
      )
      markSubscribed()
    }
    if (message.type === 'error' && Array.isArray(message.payload)) errors.push(...message.payload)
    const event = Array.isArray(message.payload) ? null : message.payload?.data?.backOfficeEvents
    if (message.type === 'next' && event) events.push(event)
  })
  return {
    events,
    errors,
    closed,
    subscribed,
    close: () => {
      socket.close(1000)
    },
  }
}

let probes = 0

/**
 * Publishes probes of a kind the stream hears until one arrives: the subscription is live.
 * Probes have record ids starting with `probe-` (see {@link heard}).
 */
export async function listening(stream: BackOfficeStream, pubsub: PubSub, kind: Kind) {
  if (kind === 'EVENTS_MISSED') throw new Error('EVENTS_MISSED is not published')
  await stream.subscribed
  probes += 1
  const recordId = `probe-${String(probes)}`
  await waitFor(async () => {
    await pubsub.publish('backOfficeEvent', backOfficeKey, {
      kind,
      recordId,
      status: null,
      at: new Date().toISOString(),
    })
    return stream.events.some((event) => event.recordId === recordId)
  })
}

/** What a stream heard besides the probes. */
export const heard = (stream: BackOfficeStream) =>
  stream.events.filter((event) => !event.recordId?.startsWith('probe-'))
