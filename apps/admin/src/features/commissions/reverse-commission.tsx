import { Button } from '@comptoir/ui/button'
import { Dialog } from '@comptoir/ui/dialog'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { ReasonForm } from '../../components/reason-form'
import type { CommissionRow } from './commission-format'
import { reverseCommissionMutation } from './commissions.graphql'

/** Reverses a commission not paid yet, with a reason shown to its ambassador. */
export function ReverseCommission({ commission }: { commission: CommissionRow }) {
  const { t } = useLingui()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [, reverse] = useMutation(reverseCommissionMutation)
  const order = commission.orderNumber
  return (
    <Dialog
      role="alertdialog"
      title={t`Reverse the commission on order ${order}?`}
      isOpen={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="ghost">
          {t`Reverse`}
        </Button>
      }
    >
      <p>{t`${commission.ambassadorName} no longer earns it; the reason is shown with the commission.`}</p>
      <ReasonForm
        submitLabel={t`Reverse the commission`}
        onDecide={async (reason) => {
          const result = await reverse({ input: { commissionId: commission.id, reason } })
          const payload = result.data?.reverseCommission
          if (!payload) return null
          if (payload.commission) toast.info(t`The commission on order ${order} is reversed.`)
          return payload.errors
        }}
        onDone={() => {
          setOpen(false)
        }}
      />
    </Dialog>
  )
}
