import type { SentOperation } from '@comptoir/app-shell/testing'
import { act } from '@testing-library/react'
import { Client, fetchExchange, subscriptionExchange, type ExecutionResult } from 'urql'

interface Sink {
  next: (result: ExecutionResult) => void
}

/**
 * A client whose queries and mutations `answer` answers at once (recorded in `sent`) and whose
 * subscriptions the test drives: `push(operationName, data)` delivers a result to that
 * subscription.
 */
export function drivenClient(answer: (request: SentOperation) => unknown = () => ({})) {
  const sent: SentOperation[] = []
  const sinks = new Map<string, Sink>()
  const client = new Client({
    url: 'http://ambassador.test/gql/ambassador',
    preferGetMethod: false,
    exchanges: [
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink: Sink) => {
            sinks.set(request.operationName ?? '', sink)
            return { unsubscribe: () => sinks.delete(request.operationName ?? '') }
          },
        }),
      }),
      fetchExchange,
    ],
    fetch: (_url, init) => {
      const request = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as SentOperation
      sent.push(request)
      return Promise.resolve(
        new Response(JSON.stringify({ data: answer(request) }), {
          headers: { 'content-type': 'application/json' },
        }),
      )
    },
  })
  const push = (operationName: string, data: Record<string, unknown>) => {
    const sink = sinks.get(operationName)
    if (!sink) throw new Error(`${operationName} is not subscribed`)
    act(() => {
      sink.next({ data })
    })
  }
  return { client, sent, sinks, push }
}
