import { Button } from '@comptoir/ui/button'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { useSignOut } from './use-session'

/** Ends the session on the server and in this browser, and opens the sign-in page. */
export function SignOutButton() {
  const { t } = useLingui()
  const signOut = useSignOut()
  const [pending, setPending] = useState(false)
  return (
    <Button
      variant="secondary"
      isPending={pending}
      onPress={() => {
        setPending(true)
        void signOut()
      }}
    >
      {t`Sign out`}
    </Button>
  )
}
