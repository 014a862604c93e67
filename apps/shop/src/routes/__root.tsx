import { AddressLink } from '@comptoir/app-shell/app-link'
import { AppProviders } from '@comptoir/app-shell/providers'
import { RouteError, RouteNotFound } from '@comptoir/app-shell/error-views'
import { readStoredLocale } from '@comptoir/i18n/detect-locale'
import { isLocale } from '@comptoir/i18n/locales'
import { useLocale } from '@comptoir/i18n/provider'
import { NavList } from '@comptoir/ui/header'
import { tokens } from '@comptoir/ui/tokens'
import { LanguageSwitcher } from '@comptoir/ui/language-switcher'
import { Layout } from '@comptoir/ui/layout'
import { LinkProvider } from '@comptoir/ui/link'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'

import { catalogueLoaders } from '../catalogues'
import { AccountEntry } from '../layouts/account-entry'
import { CartEntry } from '../layouts/cart-entry'
import { HeaderSearch } from '../layouts/header-search'
import { ShopFooter } from '../layouts/shop-footer'
import { ReferralBanner } from '../features/referral/referral-banner'
import { languageLinks } from '../features/seo/page-address'
import type { ShopRouterContext } from '../router'

export const Route = createRootRouteWithContext<ShopRouterContext>()({
  head: ({ match, matches }) => {
    const page = matches.at(-1) ?? match
    const { i18n, site } = match.context
    const locale = isLocale(i18n.locale) ? i18n.locale : 'en'
    return {
      meta: [
        {
          name: 'description',
          content: i18n._(msg`Homeware, linen and pantry goods, made to last.`),
        },
        { property: 'og:site_name', content: 'Comptoir' },
      ],
      links: languageLinks(
        site.origin,
        page.pathname,
        page.search,
        'lang' in match.search && isLocale(match.search.lang) ? locale : undefined,
      ),
    }
  },
  component: RootLayout,
  notFoundComponent: PageNotFound,
  errorComponent: PageError,
})

/** The whole document on a server-rendered page; inside the client shell, the app alone. */
function ShopDocument({ children }: { children: ReactNode }) {
  const { renderDocument, clients, i18n, initialLanguage } = Route.useRouteContext()
  const app = (
    <AppProviders
      clients={clients}
      loaders={catalogueLoaders}
      scope="public"
      i18n={i18n}
      initialLocale={initialLanguage?.locale}
      initialMessages={initialLanguage?.messages}
    >
      {children}
    </AppProviders>
  )
  if (!renderDocument) {
    return (
      <>
        <HeadContent />
        {app}
      </>
    )
  }
  return (
    <html lang={initialLanguage?.locale ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={tokens.color.accent} />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icon-192.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <HeadContent />
      </head>
      <body>
        {app}
        <Scripts />
      </body>
    </html>
  )
}

/**
 * A page rendered on the server speaks the request's language (address, cookie, browser); a
 * choice remembered only in this browser's storage takes over once the page is hydrated.
 */
function useRememberedLanguage() {
  const { locale, setLocale } = useLocale()
  const checked = useRef(false)
  useEffect(() => {
    if (checked.current) return
    checked.current = true
    const remembered = readStoredLocale()
    if (remembered && remembered !== locale) void setLocale(remembered)
  }, [locale, setLocale])
}

/** Head tags are built with the active language: a switch rebuilds them. */
function useHeadFollowsLocale() {
  const { locale } = useLocale()
  const router = useRouter()
  const shown = useRef(locale)
  useEffect(() => {
    if (shown.current === locale) return
    shown.current = locale
    void router.invalidate()
  }, [locale, router])
}

function ShopLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { locale, setLocale } = useLocale()
  useHeadFollowsLocale()
  useRememberedLanguage()
  return (
    <LinkProvider component={AddressLink}>
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
    <ShopDocument>
      <ShopLayout>
        <Outlet />
      </ShopLayout>
    </ShopDocument>
  )
}

/** Drawn in the root layout's outlet: the layout is already there. */
function PageNotFound() {
  return <RouteNotFound site="Comptoir" />
}

/** Replaces the whole root when a page fails, so it brings the document and the layout back. */
function PageError({ error }: ErrorComponentProps) {
  return (
    <ShopDocument>
      <ShopLayout>
        <RouteError error={error} site="Comptoir" />
      </ShopLayout>
    </ShopDocument>
  )
}
