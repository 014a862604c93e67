import { Button } from '@comptoir/ui/button'
import { Link } from '@comptoir/ui/link'
import { useToast } from '@comptoir/ui/toast'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useMutation, useQuery } from 'urql'

import { AdminTitle } from '../../components/admin-title'
import { pageStyles } from '../../components/page-styles'
import { useLiveRefetch } from '../live/use-live-refetch'
import { useCurrentStaff } from '../session/current-staff'
import { usePayoutFormat } from './payout-labels'
import { PayoutTable } from './payout-table'
import styles from './payouts.module.css'
import { createPayoutRunMutation, payoutsOverviewQuery } from './payouts.graphql'
import { canActOnProgramme } from './programme-roles'

/** The payout requests waiting, to gather into a run, and the latest runs. */
export function PayoutsPage() {
  const { t } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const format = usePayoutFormat()
  const canAct = canActOnProgramme(useCurrentStaff())
  const [{ data }, refetch] = useQuery({ query: payoutsOverviewQuery })
  useLiveRefetch(['PAYOUT_REQUESTED', 'PAYOUT_STATUS_CHANGED'], refetch)
  const [creating, createRun] = useMutation(createPayoutRunMutation)
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  const waiting = data?.waitingPayouts ?? []
  const selected = new Set(waiting.filter((p) => picked.has(p.id)).map((p) => p.id))
  const selectedCents = waiting.reduce(
    (sum, p) => sum + (selected.has(p.id) ? p.amountCents : 0),
    0,
  )
  const create = async () => {
    const result = await createRun({ input: { payoutIds: [...selected] } })
    const payload = result.data?.createPayoutRun
    if (!payload) return
    for (const error of payload.errors) toast.error(error.message)
    refetch({ requestPolicy: 'network-only' })
    if (payload.run) {
      toast.success(t`Run ${payload.run.reference} created.`)
      setPicked(new Set())
      await navigate({ to: '/payouts/$runId', params: { runId: payload.run.id } })
    }
  }
  return (
    <section className={pageStyles.page} aria-labelledby="payouts-title">
      <AdminTitle title={t`Payouts`} />
      <div className={pageStyles.head}>
        <div>
          <h1 id="payouts-title" className={pageStyles.title}>{t`Payouts`}</h1>
          <p className={pageStyles.lead}>
            {t`Gather the requests waiting into a run: its SEPA file goes to the bank, then the run is marked paid and each ambassador receives their statement.`}
          </p>
        </div>
      </div>
      <section className={pageStyles.section} aria-labelledby="waiting-title">
        <div className={styles.toolbar}>
          <h2 id="waiting-title" className={pageStyles.sectionTitle}>{t`Requests waiting`}</h2>
          {canAct && (
            <Button
              isDisabled={selected.size === 0}
              isPending={creating.fetching}
              onPress={() => void create()}
            >
              {selected.size === 0
                ? t`Create a payout run`
                : t`Create a payout run (${selected.size}, ${format.money(selectedCents)})`}
            </Button>
          )}
        </div>
        <PayoutTable
          caption={t`Requests waiting`}
          payouts={waiting}
          empty={t`No payout request is waiting.`}
          {...(canAct && {
            selection: {
              selected,
              onToggle: (id, on) => {
                setPicked((before) => {
                  const next = new Set(before)
                  if (on) next.add(id)
                  else next.delete(id)
                  return next
                })
              },
            },
          })}
        />
      </section>
      <section className={pageStyles.section} aria-labelledby="runs-title">
        <h2 id="runs-title" className={pageStyles.sectionTitle}>{t`Payout runs`}</h2>
        <ul className={styles.runs}>
          {data?.payoutRuns.length === 0 && <li className={styles.muted}>{t`No run yet.`}</li>}
          {data?.payoutRuns.map((run) => (
            <li key={run.id} className={styles.run}>
              <Link href={`/payouts/${run.id}`} className={styles.number}>
                {run.reference}
              </Link>
              <span className={styles.muted}>
                {run.status === 'PAID' && run.paidAt
                  ? t`Paid on ${format.date(run.paidAt)}`
                  : t`Created on ${format.date(run.createdAt)}, not paid yet`}
              </span>
              <span className={styles.amount}>
                {t`${plural(run.totals.payoutCount, { one: '# payout', other: '# payouts' })}`} ·{' '}
                {format.money(run.totals.amountCents)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </section>
  )
}
