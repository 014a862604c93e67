import { useLocale } from '@comptoir/i18n/provider'
import { Button } from '@comptoir/ui/button'
import { NavList } from '@comptoir/ui/header'
import { LanguageSwitcher } from '@comptoir/ui/language-switcher'
import { Layout } from '@comptoir/ui/layout'
import { LinkProvider } from '@comptoir/ui/link'
import { Menu } from '@comptoir/ui/menu'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { AppLink } from '../../router-link'
import { AmbassadorEventsProvider } from '../notifications/ambassador-events'
import { NotificationBell } from '../notifications/notification-bell'
import { useSignOut } from '../session/use-sign-out'
import { PortalFooter } from './portal-footer'

function AccountMenu() {
  const { t } = useLingui()
  const signOut = useSignOut()
  return (
    <Menu
      trigger={<Button variant="ghost">{t`Account`}</Button>}
      items={[
        { id: 'settings', label: t`Profile and settings`, href: '/settings' },
        { id: 'sign-out', label: t`Sign out`, danger: true, separator: true },
      ]}
      onAction={(id) => {
        if (id === 'sign-out') void signOut()
      }}
    />
  )
}

/**
 * The connected area's frame (SPEC §2 "connected area with a header"): navigation, the live
 * notifications bell, the language switcher and the account menu with sign-out. Its pages talk to
 * the ambassador scope and hear the ambassador's events.
 */
export function ConnectedLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { locale, setLocale } = useLocale()
  return (
    <LinkProvider component={AppLink}>
      <AmbassadorEventsProvider>
        <Layout
          brand="Comptoir Ambassadors"
          homeHref="/dashboard"
          nav={
            <NavList
              items={[
                { href: '/dashboard', label: t`Dashboard` },
                { href: '/operations', label: t`Operations` },
                { href: '/orders', label: t`Orders` },
                { href: '/commissions', label: t`Commissions` },
                { href: '/payouts', label: t`Payouts` },
              ]}
            />
          }
          languageSwitcher={
            <LanguageSwitcher locale={locale} onChange={(next) => void setLocale(next)} />
          }
          account={
            <>
              <NotificationBell />
              <AccountMenu />
            </>
          }
          footer={<PortalFooter />}
        >
          {children}
        </Layout>
      </AmbassadorEventsProvider>
    </LinkProvider>
  )
}
