import { useLocale } from '@comptoir/i18n/provider'
import { ErrorPage } from '@comptoir/ui/error-page'
import { NavList } from '@comptoir/ui/header'
import { LanguageSwitcher } from '@comptoir/ui/language-switcher'
import { Layout } from '@comptoir/ui/layout'
import { LinkProvider } from '@comptoir/ui/link'
import { NotFound } from '@comptoir/ui/not-found'
import { useLingui } from '@lingui/react/macro'
import {
  createRootRouteWithContext,
  Outlet,
  useLocation,
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
  const location = useLocation()
  return (
    <ShopLayout>
      <NotFound path={location.href} />
    </ShopLayout>
  )
}

function PageError({ error }: ErrorComponentProps) {
  const { statusCode, statusMessage, message } = describeError(error)
  return (
    <ShopLayout>
      <ErrorPage statusCode={statusCode} statusMessage={statusMessage} message={message} />
    </ShopLayout>
  )
}

function describeError(error: unknown) {
  const fields =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {}
  return {
    statusCode: typeof fields.statusCode === 'number' ? fields.statusCode : 500,
    statusMessage: typeof fields.statusMessage === 'string' ? fields.statusMessage : undefined,
    message: error instanceof Error ? error.message : undefined,
  }
}
