import { createGqlClients } from '@comptoir/gql-client/clients'
import { GqlClientsProvider, GqlScopeProvider } from '@comptoir/gql-client/react'
import type { GqlScope, GqlClients, GqlClientsOptions } from '@comptoir/gql-client/clients'
import { detectLocale } from '@comptoir/i18n/detect-locale'
import { LocaleProvider, useLocale, type CatalogLoader } from '@comptoir/i18n/provider'
import { showGraphQLErrorToast, ToastProvider } from '@comptoir/ui/toast'
import { i18n } from '@lingui/core'
import type { ReactNode } from 'react'

import { PwaNotices } from './pwa-notices'

/**
 * The clients of a browser app: the language the visitor uses, and every GraphQL error shown
 * as the error toast of SPEC §8 (session refusals go to the two hooks instead).
 */
export function createBrowserClients(
  options: Pick<GqlClientsOptions, 'onUnauthenticated' | 'onForbidden' | 'hydration'> = {},
): GqlClients {
  return createGqlClients({
    ...options,
    locale: detectLocale(),
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

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  clients: GqlClients
  /** The catalogues of the app, merged in order for the active language. */
  loaders: readonly CatalogLoader[]
  /** The scope `useQuery` and `useMutation` use by default. */
  scope: GqlScope
  children: ReactNode
}

/**
 * The provider stack both apps share: language, GraphQL clients in that language, toasts, and the
 * application shell's notices (offline-ready, new version, install offer).
 */
export function AppProviders({ clients, loaders, scope, children }: AppProvidersProps) {
  return (
    <LocaleProvider loaders={loaders}>
      <ClientsInLocale clients={clients}>
        <GqlScopeProvider scope={scope}>
          <ToastProvider>
            {children}
            <PwaNotices />
          </ToastProvider>
        </GqlScopeProvider>
      </ClientsInLocale>
    </LocaleProvider>
  )
}
