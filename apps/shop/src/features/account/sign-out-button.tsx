import { Button } from '@comptoir/ui/button'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { useSession } from './use-session'

/** Ends the session on the server and in this browser, then lets the page move on. */
export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useLingui()
  const { signOut } = useSession()
  const [pending, setPending] = useState(false)
  return (
    <Button
      variant="secondary"
      isPending={pending}
      onPress={() => {
        setPending(true)
        void signOut().then(onSignedOut)
      }}
    >
      {t`Sign out`}
    </Button>
  )
}
