import { Button } from '@comptoir/ui/button'
import { Dialog } from '@comptoir/ui/dialog'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { pageStyles } from '../../components/page-styles'
import { ReasonForm } from '../../components/reason-form'
import { reinstateAmbassadorMutation, suspendAmbassadorMutation } from './ambassadors.graphql'

/** Props of {@link AmbassadorStatusActions}. */
export interface AmbassadorStatusActionsProps {
  ambassador: { id: string; name: string; status: string }
}

/** Suspends an approved ambassador with a reason, or reinstates a suspended one, once confirmed. */
export function AmbassadorStatusActions({ ambassador }: AmbassadorStatusActionsProps) {
  const { t } = useLingui()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [, suspend] = useMutation(suspendAmbassadorMutation)
  const [reinstating, reinstate] = useMutation(reinstateAmbassadorMutation)
  const { id, name } = ambassador
  if (ambassador.status === 'APPROVED') {
    return (
      <Dialog
        role="alertdialog"
        title={t`Suspend ${name}?`}
        isOpen={open}
        onOpenChange={setOpen}
        trigger={<Button variant="danger">{t`Suspend`}</Button>}
      >
        <p>
          {t`Their sessions end at once, they can no longer sign in and their codes stop crediting them. The reason is kept with their profile.`}
        </p>
        <ReasonForm
          submitLabel={t`Suspend ${name}`}
          onDecide={async (reason) => {
            const result = await suspend({ input: { ambassadorId: id, reason } })
            const payload = result.data?.suspendAmbassador
            if (!payload) return null
            if (payload.ambassador) toast.info(t`${name} is suspended.`)
            return payload.errors
          }}
          onDone={() => {
            setOpen(false)
          }}
        />
      </Dialog>
    )
  }
  if (ambassador.status !== 'SUSPENDED') return null
  return (
    <Dialog
      role="alertdialog"
      title={t`Reinstate ${name}?`}
      isOpen={open}
      onOpenChange={setOpen}
      trigger={<Button>{t`Reinstate`}</Button>}
      footer={(close) => (
        <div className={pageStyles.actions}>
          <Button variant="secondary" onPress={close}>
            {t`Keep suspended`}
          </Button>
          <Button
            isPending={reinstating.fetching}
            onPress={() => {
              void reinstate({ input: { ambassadorId: id } }).then((result) => {
                const payload = result.data?.reinstateAmbassador
                if (!payload) return
                for (const error of payload.errors) toast.error(error.message)
                if (payload.ambassador) toast.success(t`${name} is reinstated.`)
                close()
              })
            }}
          >
            {t`Reinstate`}
          </Button>
        </div>
      )}
    >
      <p>{t`They can sign in again and their codes credit them again.`}</p>
    </Dialog>
  )
}
