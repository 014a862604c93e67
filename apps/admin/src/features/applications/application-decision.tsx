import { Button } from '@comptoir/ui/button'
import { Dialog } from '@comptoir/ui/dialog'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { pageStyles } from '../../components/page-styles'
import { ReasonForm } from '../../components/reason-form'
import { approveApplicationMutation, rejectApplicationMutation } from './applications.graphql'

/** Props of {@link ApplicationDecision}. */
export interface ApplicationDecisionProps {
  ambassadorId: string
  name: string
  /** Called once the application is decided, by this staff member or, as the server says, another. */
  onDecided: () => void
}

/** Approve an application, or reject it with a reason e-mailed to the applicant. */
export function ApplicationDecision({ ambassadorId, name, onDecided }: ApplicationDecisionProps) {
  const { t } = useLingui()
  const toast = useToast()
  const [approving, approve] = useMutation(approveApplicationMutation)
  const [, reject] = useMutation(rejectApplicationMutation)
  const [rejecting, setRejecting] = useState(false)
  const input = { ambassadorId }
  return (
    <div className={pageStyles.actions}>
      <Button
        isPending={approving.fetching}
        onPress={() => {
          void approve({ input }).then((result) => {
            const payload = result.data?.approveAmbassadorApplication
            if (!payload) return
            for (const error of payload.errors) toast.error(error.message)
            if (payload.ambassador) toast.success(t`${name} is approved and has been e-mailed.`)
            onDecided()
          })
        }}
      >
        {t`Approve`}
      </Button>
      <Dialog
        title={t`Reject the application of ${name}`}
        isOpen={rejecting}
        onOpenChange={setRejecting}
        trigger={<Button variant="secondary">{t`Reject`}</Button>}
      >
        <p>{t`The reason is e-mailed to the applicant in their language.`}</p>
        <ReasonForm
          submitLabel={t`Reject the application`}
          onDecide={async (reason) => {
            const result = await reject({ input: { ...input, reason } })
            const payload = result.data?.rejectAmbassadorApplication
            if (!payload) return null
            if (payload.ambassador) toast.info(t`The application of ${name} is rejected.`)
            return payload.errors
          }}
          onDone={() => {
            setRejecting(false)
            onDecided()
          }}
        />
      </Dialog>
    </div>
  )
}
