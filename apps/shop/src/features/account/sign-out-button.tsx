import { Button } from '@comptoir/ui/button'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { useSession } from './use-session'

/**
 * Ends the session on the server and in this browser; `onSignedOut` moves to another page (a
 * returned promise is awaited before the token is dropped).
 */
export function SignOutButton({ onSignedOut }: { onSignedOut: () => unknown }) {
  const { t } = useLingui()
  const { signOut } = useSession()
  const [pending, setPending] = useState(false)
  return (
    <Button
      variant="secondary"
      isPending={pending}
      onPress={() => {
        setPending(true)
        void signOut(onSignedOut)
      }}
    >
      {t`Sign out`}
    </Button>
  )
}
