import { Button } from '@comptoir/ui/button'
import { AppLink } from '@comptoir/app-shell/app-link'
import { Menu } from '@comptoir/ui/menu'
import { useLingui } from '@lingui/react/macro'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

import { useSession, useSignOut } from '../features/account/use-session'
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
  const router = useRouter()
  useGuardsFollowSession(isSignedIn)
  if (!isSignedIn) {
    const here = location.href
    const comeBack = here !== '/' && !here.startsWith('/login')
    return (
      <AppLink
        to="/login"
        search={comeBack ? { redirect: here } : {}}
        variant="quiet"
        className={styles.signIn}
      >
        {t`Sign in`}
      </AppLink>
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
        {
          id: 'settings',
          label: t`Settings and orders`,
          href: router.buildLocation({ to: '/settings' }).href,
        },
        { id: 'sign-out', label: t`Sign out`, danger: true },
      ]}
      onAction={(id) => {
        if (id === 'sign-out') void signOut()
      }}
    />
  )
}
