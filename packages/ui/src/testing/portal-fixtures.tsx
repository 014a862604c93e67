import { useLingui } from '@lingui/react'

import { NavList } from '../header/nav-list'
import { IconButton } from '../icon-button/icon-button'
import { UserIcon } from '../internal/icons'
import { Menu } from '../menu/menu'

/** The portal's five destinations, in the active language (the French labels are longer). */
const portalLabels = {
  en: ['Dashboard', 'Operations', 'Orders', 'Commissions', 'Payouts'],
  fr: ['Tableau de bord', 'Opérations', 'Commandes', 'Commissions', 'Versements'],
} as const

const portalPaths = ['#dashboard', '#operations', '#orders', '#commissions', '#payouts']

/** The portal's navigation, for stories: five entries, the first one current. */
export function DemoPortalNav() {
  const { i18n } = useLingui()
  const labels = i18n.locale === 'fr' ? portalLabels.fr : portalLabels.en
  return (
    <NavList
      items={labels.map((label, index) => ({
        href: portalPaths[index] ?? '#',
        label,
        current: index === 0,
      }))}
    />
  )
}

function BellIcon() {
  return (
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
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" />
    </svg>
  )
}

/** The portal's controls, for stories: the notifications bell and the account menu. */
export function DemoAccountControls() {
  const { i18n } = useLingui()
  const fr = i18n.locale === 'fr'
  return (
    <>
      <IconButton label="Notifications">
        <BellIcon />
      </IconButton>
      <Menu
        trigger={
          <IconButton label={fr ? 'Compte' : 'Account'}>
            <UserIcon />
          </IconButton>
        }
        items={[
          { id: 'settings', label: fr ? 'Profil et réglages' : 'Profile and settings' },
          { id: 'sign-out', label: fr ? 'Se déconnecter' : 'Sign out', danger: true },
        ]}
      />
    </>
  )
}

/** The account entries the portal adds to the menu drawer, for stories. */
export function DemoDrawerExtras({ onSignOut }: { onSignOut?: () => void }) {
  const { i18n } = useLingui()
  const fr = i18n.locale === 'fr'
  return (
    <NavList
      items={[
        { href: '#settings', label: fr ? 'Profil et réglages' : 'Profile and settings' },
        {
          id: 'sign-out',
          label: fr ? 'Se déconnecter' : 'Sign out',
          danger: true,
          onSelect: onSignOut ?? (() => undefined),
        },
      ]}
    />
  )
}
