import { AddressLink } from '@comptoir/app-shell/app-link'
import { useLocale } from '@comptoir/i18n/provider'
import { IconButton } from '@comptoir/ui/icon-button'
import { NavList } from '@comptoir/ui/header'
import { LanguageSwitcher } from '@comptoir/ui/language-switcher'
import { Layout } from '@comptoir/ui/layout'
import { LinkProvider } from '@comptoir/ui/link'
import { Menu } from '@comptoir/ui/menu'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { AmbassadorEventsProvider } from '../features/notifications/ambassador-events'
import { NotificationBell } from '../features/notifications/notification-bell'
import { useSignOut } from '../features/session/use-sign-out'
import { PortalFooter } from './portal-footer'
import { usePortalName } from '../components/portal-name'

function AccountMenu() {
  const { t } = useLingui()
  const signOut = useSignOut()
  return (
    <Menu
      trigger={
        <IconButton label={t`Account`}>
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          >
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
          </svg>
        </IconButton>
      }
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
 * notifications bell, the language switcher and the account menu with sign-out; on a phone the
 * menu drawer offers the settings and the sign-out too. Its pages talk to the ambassador scope
 * and hear the ambassador's events.
 */
export function ConnectedLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const signOut = useSignOut()
  const { locale, setLocale } = useLocale()
  const portalName = usePortalName()
  return (
    <LinkProvider component={AddressLink}>
      <AmbassadorEventsProvider>
        <Layout
          brand={portalName}
          homeHref="/dashboard"
          wideNav="row"
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
          drawerExtras={
            <NavList
              items={[
                { href: '/settings', label: t`Profile and settings` },
                {
                  id: 'sign-out',
                  label: t`Sign out`,
                  danger: true,
                  onSelect: () => {
                    void signOut()
                  },
                },
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
