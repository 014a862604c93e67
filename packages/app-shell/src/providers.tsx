import { createGqlClients } from '@comptoir/gql-client/clients'
import { GqlClientsProvider, GqlScopeProvider } from '@comptoir/gql-client/react'
import type { GqlScope, GqlClients, GqlClientsOptions } from '@comptoir/gql-client/clients'
import { detectLocale } from '@comptoir/i18n/detect-locale'
import type { Locale } from '@comptoir/i18n/locales'
import { LocaleProvider, useLocale, type CatalogLoader } from '@comptoir/i18n/provider'
import { showGraphQLErrorToast, ToastProvider } from '@comptoir/ui/toast'
import { i18n, type I18n, type Messages } from '@lingui/core'
import { useSyncExternalStore, type ReactNode } from 'react'

import { PwaNotices } from './pwa-notices'

/**
 * The clients of a browser app: the language the visitor uses, and every GraphQL error shown
 * as the error toast of SPEC §8 (session refusals go to the two hooks instead). A server-rendered
 * page passes the language it was rendered in as `locale`.
 */
export function createBrowserClients(
  options: Pick<
    GqlClientsOptions,
    'onUnauthenticated' | 'onForbidden' | 'hydration' | 'locale' | 'cache'
  > = {},
): GqlClients {
  return createGqlClients({
    ...options,
    locale: options.locale ?? detectLocale(),
    onGraphQLError: () => {
      showGraphQLErrorToast(i18n)
    },
  })
}

/** The clients follow the active language: a switch reaches later requests and open sockets. */
function ClientsInLocale({ clients, children }: { clients: GqlClients; children: ReactNode }) {
  const { locale } = useLocale()
  return (
    <GqlClientsProvider clients={clients} locale={locale}>
      {children}
    </GqlClientsProvider>
  )
}

const noSubscription = () => () => undefined

/**
 * Renders its children in the browser only, after hydration: the worker's registration and the
 * install offer need `window`, and show nothing before their first event anyway.
 */
function InBrowser({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return inBrowser ? children : null
}

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  clients: GqlClients
  /** The catalogues of the app, merged in order for the active language. */
  loaders: readonly CatalogLoader[]
  /** The scope `useQuery` and `useMutation` use by default. */
  scope: GqlScope
  children: ReactNode
  /** The language a server render used (with `initialMessages`, children render at once). */
  initialLocale?: Locale
  /** The merged catalogues of `initialLocale`, already loaded. */
  initialMessages?: Messages
  /** The Lingui instance to drive: a per-request one on the server (default: the global one). */
  i18n?: I18n
}

/**
 * The provider stack both apps share: language, GraphQL clients in that language, toasts, and the
 * application shell's notices (offline-ready, new version, install offer).
 */
export function AppProviders({
  clients,
  loaders,
  scope,
  children,
  initialLocale,
  initialMessages,
  i18n: instance,
}: AppProvidersProps) {
  return (
    <LocaleProvider
      loaders={loaders}
      initialLocale={initialLocale}
      initialMessages={initialMessages}
      i18n={instance}
    >
      <ClientsInLocale clients={clients}>
        <GqlScopeProvider scope={scope}>
          <ToastProvider>
            {children}
            <InBrowser>
              <PwaNotices />
            </InBrowser>
          </ToastProvider>
        </GqlScopeProvider>
      </ClientsInLocale>
    </LocaleProvider>
  )
}
