import { GqlScopeProvider } from '@comptoir/gql-client/react'
import { useLocale } from '@comptoir/i18n/provider'
import { NavList } from '@comptoir/ui/header'
import { LanguageSwitcher } from '@comptoir/ui/language-switcher'
import { Layout } from '@comptoir/ui/layout'
import { AddressLink, AppLink } from '@comptoir/app-shell/app-link'
import { LinkProvider } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { PortalFooter } from './portal-footer'
import { usePortalName } from '../components/portal-name'

/**
 * The frame of the public area (landing, apply, sign-in, password pages, error pages): the
 * programme's navigation, the language switcher and a sign-in link. Queries below go to the
 * public scope.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { locale, setLocale } = useLocale()
  const portalName = usePortalName()
  return (
    <LinkProvider component={AddressLink}>
      <GqlScopeProvider scope="public">
        <Layout
          brand={portalName}
          homeHref="/"
          nav={
            <NavList
              items={[
                { href: '/', label: t`The programme` },
                { href: '/apply', label: t`Apply` },
              ]}
            />
          }
          languageSwitcher={
            <LanguageSwitcher locale={locale} onChange={(next) => void setLocale(next)} />
          }
          account={
            <AppLink to="/login" variant="quiet">
              {t`Sign in`}
            </AppLink>
          }
          footer={<PortalFooter />}
        >
          {children}
        </Layout>
      </GqlScopeProvider>
    </LinkProvider>
  )
}
