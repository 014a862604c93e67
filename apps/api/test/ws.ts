import type { TadaDocumentNode } from 'gql.tada'
import { print, type FormattedExecutionResult } from 'graphql'
import { createClient } from 'graphql-ws'
import WebSocket from 'ws'

export const protocol = 'graphql-transport-ws'

export interface HandshakeOutcome {
  acknowledged: boolean
  closeCode: number | null
}

/**
 * Opens a raw socket, sends connection_init with `payload`, and reports whether the server
 * acknowledged it and, if it closed the socket, with which code.
 */
export function handshake(
  url: string,
  payload: Record<string, unknown> | null,
): Promise<HandshakeOutcome> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocol)
    let acknowledged = false
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'connection_init', ...(payload ? { payload } : {}) }))
    })
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string }
      if (message.type === 'connection_ack') {
        acknowledged = true
        socket.close(1000)
      }
    })
    socket.on('close', (code) => {
      resolve({ acknowledged, closeCode: acknowledged ? null : code })
    })
    socket.on('error', reject)
  })
}

/** Sends a subscribe message before connection_init and reports the close code. */
export function subscribeBeforeInit(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocol)
    socket.on('open', () => {
      socket.send(
        JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ __typename }' } }),
      )
    })
    socket.on('close', (code) => {
      resolve(code)
    })
    socket.on('error', reject)
  })
}

/**
 * Runs one operation over graphql-transport-ws with the graphql-ws client and returns its result:
 * a typed document of `@comptoir/gql-client`, or a raw string for a request the schema must refuse.
 */
export async function socketOperation<
  Data = Record<string, unknown>,
  Variables = Record<string, unknown>,
>(
  url: string,
  operation: TadaDocumentNode<Data, Variables> | string,
  connectionParams: Record<string, unknown> = {},
  variables?: Variables,
): Promise<FormattedExecutionResult<Data, unknown>> {
  const query = typeof operation === 'string' ? operation : print(operation)
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  })
  try {
    return await new Promise<FormattedExecutionResult<Data, unknown>>((resolve, reject) => {
      let result: FormattedExecutionResult<Data, unknown> | null = null
      client.subscribe<Data>(
        { query, variables: variables ?? {} },
        {
          next: (value) => {
            result = value
          },
          error: (error: unknown) => {
            reject(error instanceof Error ? error : new Error(JSON.stringify(error)))
          },
          complete: () => {
            if (result) resolve(result)
            else reject(new Error('completed without a result'))
          },
        },
      )
    })
  } finally {
    await client.dispose()
  }
}
