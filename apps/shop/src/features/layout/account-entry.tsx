import { Button } from '@comptoir/ui/button'
import { Link } from '@comptoir/ui/link'
import { Menu } from '@comptoir/ui/menu'
import { useLingui } from '@lingui/react/macro'
import { useLocation, useNavigate } from '@tanstack/react-router'

import { useSession } from '../account/use-session'

/** A sign-in link for visitors; an account menu (settings, orders, sign out) once signed in. */
export function AccountEntry() {
  const { t } = useLingui()
  const { isSignedIn, signOut } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  if (!isSignedIn) {
    const here = location.href
    const href =
      here === '/' || here.startsWith('/login')
        ? '/login'
        : `/login?redirect=${encodeURIComponent(here)}`
    return (
      <Link href={href} variant="quiet">
        {t`Sign in`}
      </Link>
    )
  }
  return (
    <Menu
      trigger={<Button variant="ghost">{t`Account`}</Button>}
      items={[
        { id: 'settings', label: t`Settings and orders`, href: '/settings' },
        { id: 'sign-out', label: t`Sign out`, danger: true },
      ]}
      onAction={(id) => {
        if (id === 'sign-out') void signOut().then(() => navigate({ to: '/' }))
      }}
    />
  )
}
