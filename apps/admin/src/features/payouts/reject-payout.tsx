import { Button } from '@comptoir/ui/button'
import { Dialog } from '@comptoir/ui/dialog'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { ReasonForm } from '../../components/reason-form'
import type { PayoutRow } from './payout-labels'
import { rejectPayoutMutation } from './payouts.graphql'

/** Rejects one payout with a reason e-mailed to its ambassador; its commissions return to the balance. */
export function RejectPayout({
  payout,
  onRejected,
}: {
  payout: PayoutRow
  onRejected: () => void
}) {
  const { t } = useLingui()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [, reject] = useMutation(rejectPayoutMutation)
  return (
    <Dialog
      title={t`Reject payout ${payout.number}`}
      isOpen={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="ghost">
          {t`Reject`}
        </Button>
      }
    >
      <p>{t`The reason is e-mailed to ${payout.ambassadorName}; the commissions go back to their balance.`}</p>
      <ReasonForm
        submitLabel={t`Reject the payout`}
        onDecide={async (reason) => {
          const result = await reject({ input: { payoutId: payout.id, reason } })
          const payload = result.data?.rejectPayout
          if (!payload) return null
          if (payload.status === 'REJECTED') toast.info(t`Payout ${payout.number} rejected.`)
          return payload.errors
        }}
        onDone={() => {
          setOpen(false)
          onRejected()
        }}
      />
    </Dialog>
  )
}
