import { Button } from '@comptoir/ui/button'
import { Link } from '@comptoir/ui/link'
import { Menu } from '@comptoir/ui/menu'
import { useLingui } from '@lingui/react/macro'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

import { useSession, useSignOut } from '../account/use-session'
import styles from './account-entry.module.css'

/**
 * Runs the route guards again when the session ends under the page (signed out elsewhere, a
 * password reset, a token the server reports dead): a page for signed-in shoppers sends to
 * sign-in and back, any other page goes on anonymously.
 */
function useGuardsFollowSession(isSignedIn: boolean) {
  const router = useRouter()
  const wasSignedIn = useRef(isSignedIn)
  useEffect(() => {
    if (wasSignedIn.current && !isSignedIn) void router.invalidate()
    wasSignedIn.current = isSignedIn
  }, [isSignedIn, router])
}

/** A sign-in link for visitors; an account menu (settings, orders, sign out) once signed in. */
export function AccountEntry() {
  const { t } = useLingui()
  const { isSignedIn } = useSession()
  const signOut = useSignOut()
  const location = useLocation()
  useGuardsFollowSession(isSignedIn)
  if (!isSignedIn) {
    const here = location.href
    const href =
      here === '/' || here.startsWith('/login')
        ? '/login'
        : `/login?redirect=${encodeURIComponent(here)}`
    return (
      <Link href={href} variant="quiet" className={styles.signIn}>
        {t`Sign in`}
      </Link>
    )
  }
  return (
    <Menu
      trigger={
        <Button variant="ghost" className={styles.account}>
          {t`Account`}
        </Button>
      }
      items={[
        { id: 'settings', label: t`Settings and orders`, href: '/settings' },
        { id: 'sign-out', label: t`Sign out`, danger: true },
      ]}
      onAction={(id) => {
        if (id === 'sign-out') void signOut()
      }}
    />
  )
}
