import { AddressLink } from '@comptoir/app-shell/app-link'
import { useLocale } from '@comptoir/i18n/provider'
import { Button } from '@comptoir/ui/button'
import { NavList } from '@comptoir/ui/header'
import { LanguageSwitcher } from '@comptoir/ui/language-switcher'
import { Layout } from '@comptoir/ui/layout'
import { LinkProvider } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { useAdminName } from '../components/admin-name'
import { oversightRoles, useCurrentStaff } from '../features/session/current-staff'
import { useSignOut } from '../features/session/use-sign-out'

/** The roles that see the orders. */
const orderRoles: readonly string[] = ['OWNER', 'ORDERS', 'READ_ONLY']

/** The roles that see the ambassador programme. */
const programmeRoles: readonly string[] = ['OWNER', 'PROGRAMME', 'READ_ONLY']

/**
 * The signed-in area's frame: the sections the staff member's role opens, the language
 * switcher and the sign-out.
 */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { locale, setLocale } = useLocale()
  const name = useAdminName()
  const signOut = useSignOut()
  const staff = useCurrentStaff()
  const oversight = staff !== null && oversightRoles.includes(staff.role)
  const sections = [
    { href: '/', label: t`Dashboard` },
    ...(staff !== null && orderRoles.includes(staff.role)
      ? [{ href: '/orders', label: t`Orders` }]
      : []),
    ...(staff !== null && programmeRoles.includes(staff.role)
      ? [
          { href: '/applications', label: t`Applications` },
          { href: '/payouts', label: t`Payouts` },
          { href: '/ambassadors', label: t`Ambassadors` },
          { href: '/commissions', label: t`Commissions` },
        ]
      : []),
    ...(oversight
      ? [
          { href: '/staff', label: t`Staff` },
          { href: '/audit', label: t`Audit log` },
        ]
      : []),
    { href: '/account', label: t`My account` },
  ]
  return (
    <LinkProvider component={AddressLink}>
      <Layout
        brand={name}
        homeHref="/"
        wideNav="row"
        nav={<NavList items={sections} />}
        drawerExtras={
          <NavList
            items={[
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
          <Button variant="ghost" size="sm" onPress={() => void signOut()}>
            {t`Sign out`}
          </Button>
        }
      >
        {children}
      </Layout>
    </LinkProvider>
  )
}
