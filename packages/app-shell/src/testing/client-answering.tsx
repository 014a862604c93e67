import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Client, fetchExchange, Provider } from 'urql'

/** An operation a component under test sent: its name and variables. */
export interface SentOperation {
  operationName: string
  variables: Record<string, unknown>
}

/**
 * A client for component tests, with no network: each operation is answered with the data
 * `answer` returns for it, and recorded in `sent`.
 */
export function clientAnswering(
  answer: (request: SentOperation) => unknown,
  url = 'http://shop.test/gql/public',
): { client: Client; sent: SentOperation[] } {
  const sent: SentOperation[] = []
  const client = new Client({
    url,
    exchanges: [fetchExchange],
    preferGetMethod: false,
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
  return { client, sent }
}

/**
 * A router for a component rendered alone, at `path`: its links build their addresses and its
 * router hooks answer, without the app's route tree.
 */
export function routerAt(path = '/') {
  return createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
}

/**
 * A testing-library `wrapper`: the client, a router at `/` (see {@link routerAt}) and a Lingui
 * instance in `locale` with no catalogue loaded, so components show their source texts and the
 * validation rules speak `locale`.
 */
export function withClient(client: Client, locale: 'en' | 'fr' = 'en') {
  const i18n = setupI18n()
  i18n.load(locale, {})
  i18n.activate(locale)
  const router = routerAt()
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <RouterContextProvider router={router}>
          <Provider value={client}>{children}</Provider>
        </RouterContextProvider>
      </I18nProvider>
    )
  }
}
