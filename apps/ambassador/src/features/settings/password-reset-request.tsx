import { useGqlClient } from '@comptoir/gql-client/react'
import { Button } from '@comptoir/ui/button'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { requestPasswordResetDocument } from '../auth/auth.graphql'
import styles from '../../components/pages.module.css'

/**
 * For an ambassador who no longer knows the current password: a reset link is e-mailed to the
 * account's address; choosing the new password ends every session.
 */
export function PasswordResetRequest({ email }: { email: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const publicClient = useGqlClient('public')
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  if (state === 'sent') {
    return (
      <p role="status" className={styles.muted}>
        {t`A link to choose a new password is on its way to ${email}. It works once, for one hour.`}
      </p>
    )
  }
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        isPending={state === 'sending'}
        onPress={() => {
          setState('sending')
          void publicClient
            .mutation(requestPasswordResetDocument, { input: { email } })
            .toPromise()
            .then((result) => {
              const errors = result.data?.requestPasswordReset.errors ?? []
              for (const problem of errors) toast.error(problem.message)
              setState(result.data && errors.length === 0 ? 'sent' : 'idle')
            })
        }}
      >
        {t`E-mail me a reset link`}
      </Button>
    </div>
  )
}
