import { graphql, type ResultOf } from '@comptoir/gql-client/ambassador-graphql'
import { print } from 'graphql'
import WebSocket from 'ws'

import { protocol } from './ws'

export const eventsSubscription = graphql(`
  subscription AmbassadorEvents {
    ambassadorEvents {
      type
      orderNumber
      commissionStatus
      amount {
        amount
      }
      sales {
        amount
      }
      operationCode
    }
  }
`)

export type EventData = ResultOf<typeof eventsSubscription>['ambassadorEvents']

export interface EventStream {
  events: EventData[]
  /** Resolves with the close code when the server closes the socket. */
  closed: Promise<number>
  /** Resolves once the server acknowledged the connection and the subscription was sent. */
  subscribed: Promise<void>
  close(): void
}

/** Subscribes to ambassadorEvents over a raw graphql-transport-ws socket. */
export function streamEvents(url: string, token: string): EventStream {
  const socket = new WebSocket(url, protocol)
  const events: EventData[] = []
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
    socket.send(
      JSON.stringify({ type: 'connection_init', payload: { Authorization: `Bearer ${token}` } }),
    )
  })
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as {
      type: string
      payload?: { data?: { ambassadorEvents?: EventData } }
    }
    if (message.type === 'connection_ack') {
      socket.send(
        JSON.stringify({
          id: '1',
          type: 'subscribe',
          payload: { query: print(eventsSubscription) },
        }),
      )
      markSubscribed()
    }
    const event = message.payload?.data?.ambassadorEvents
    if (message.type === 'next' && event) events.push(event)
  })
  return {
    events,
    closed,
    subscribed,
    close: () => {
      socket.close(1000)
    },
  }
}

/** Polls until `check` holds, or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
