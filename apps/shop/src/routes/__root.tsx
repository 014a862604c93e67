import { RouteError, RouteNotFound } from '@comptoir/app-shell/error-views'
import { useLocale } from '@comptoir/i18n/provider'
import { NavList } from '@comptoir/ui/header'
import { LanguageSwitcher } from '@comptoir/ui/language-switcher'
import { Layout } from '@comptoir/ui/layout'
import { LinkProvider } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'
import {
  createRootRouteWithContext,
  Outlet,
  type ErrorComponentProps,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { AccountEntry } from '../features/layout/account-entry'
import { CartEntry } from '../features/layout/cart-entry'
import { HeaderSearch } from '../features/layout/header-search'
import { ShopFooter } from '../features/layout/shop-footer'
import { ReferralBanner } from '../features/referral/referral-banner'
import { AppLink } from '../router-link'
import type { ShopRouterContext } from '../router'

export const Route = createRootRouteWithContext<ShopRouterContext>()({
  component: RootLayout,
  notFoundComponent: PageNotFound,
  errorComponent: PageError,
})

function ShopLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { locale, setLocale } = useLocale()
  return (
    <LinkProvider component={AppLink}>
      <Layout
        brand="Comptoir"
        homeHref="/"
        nav={
          <NavList
            items={[
              { href: '/products', label: t`Shop` },
              { href: '/faq', label: t`Help` },
            ]}
          />
        }
        languageSwitcher={
          <LanguageSwitcher locale={locale} onChange={(next) => void setLocale(next)} />
        }
        account={
          <>
            <HeaderSearch />
            <AccountEntry />
          </>
        }
        cart={<CartEntry />}
        footer={<ShopFooter />}
      >
        <ReferralBanner />
        {children}
      </Layout>
    </LinkProvider>
  )
}

function RootLayout() {
  return (
    <ShopLayout>
      <Outlet />
    </ShopLayout>
  )
}

function PageNotFound() {
  return (
    <ShopLayout>
      <RouteNotFound site="Comptoir" />
    </ShopLayout>
  )
}

function PageError({ error }: ErrorComponentProps) {
  return (
    <ShopLayout>
      <RouteError error={error} site="Comptoir" />
    </ShopLayout>
  )
}
