import { Button } from '@comptoir/ui/button'
import { Dialog } from '@comptoir/ui/dialog'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { useClient, useMutation } from 'urql'

import { pageStyles } from '../../components/page-styles'
import { usePayoutFormat } from './payout-labels'
import { payoutRunFileQuery, payPayoutRunMutation } from './payouts.graphql'
import { saveSepaFile, sepaFileName } from './sepa-file'

/** Props of {@link RunActions}. */
export interface RunActionsProps {
  run: {
    id: string
    reference: string
    status: string
    totals: { amountCents: number; payoutCount: number }
  }
  canAct: boolean
  onChanged: () => void
}

/** A run's file for the bank, and marking it paid once the transfers went through. */
export function RunActions({ run, canAct, onChanged }: RunActionsProps) {
  const { t } = useLingui()
  const toast = useToast()
  const format = usePayoutFormat()
  const client = useClient()
  const [paying, pay] = useMutation(payPayoutRunMutation)
  const download = async () => {
    const result = await client
      .query(payoutRunFileQuery, { id: run.id }, { requestPolicy: 'network-only' })
      .toPromise()
    const file = result.data?.payoutRun?.sepaFile
    if (file) saveSepaFile(file.xml, sepaFileName(run.reference))
    else if (result.data) toast.error(t`Every payout of this run was rejected: there is no file.`)
  }
  const hasPayouts = run.totals.payoutCount > 0
  return (
    <div className={pageStyles.actions}>
      <Button variant="secondary" isDisabled={!hasPayouts} onPress={() => void download()}>
        {t`Download the SEPA file`}
      </Button>
      {canAct && run.status === 'OPEN' && hasPayouts && (
        <Dialog
          role="alertdialog"
          title={t`Mark run ${run.reference} paid?`}
          trigger={<Button>{t`Mark the run paid`}</Button>}
          footer={(close) => (
            <div className={pageStyles.actions}>
              <Button variant="secondary" onPress={close}>
                {t`Not yet`}
              </Button>
              <Button
                isPending={paying.fetching}
                onPress={() => {
                  void pay({ input: { runId: run.id } }).then((result) => {
                    const payload = result.data?.payPayoutRun
                    if (!payload) return
                    for (const error of payload.errors) toast.error(error.message)
                    if (payload.run)
                      toast.success(t`Run ${run.reference} is paid; statements are on their way.`)
                    close()
                    onChanged()
                  })
                }}
              >
                {t`Mark the run paid`}
              </Button>
            </div>
          )}
        >
          <p>
            {t`Only once the bank has made the ${run.totals.payoutCount} transfers (${format.money(run.totals.amountCents)}): each ambassador is e-mailed their statement. This cannot be undone.`}
          </p>
        </Dialog>
      )}
    </div>
  )
}
