import { Badge, type BadgeTone } from '@comptoir/ui/badge'
import { PortalTitle } from '../../components/portal-title'
import { Button } from '@comptoir/ui/button'
import { EmptyState } from '@comptoir/ui/empty-state'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useFormatMoney } from '@comptoir/ui/price'
import { useToast } from '@comptoir/ui/toast'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from 'urql'

import { useLiveRefresh } from '../notifications/ambassador-events'
import { LoadError, LoadingBlocks } from '../../components/load-state'
import styles from '../../components/pages.module.css'
import { payoutEligibility } from './payout-eligibility'
import { payoutsDocument, requestPayoutDocument } from './payouts.graphql'
import { StatementButton } from './statement-button'

const statusTones: Record<'REQUESTED' | 'PAID' | 'REJECTED', BadgeTone> = {
  REQUESTED: 'info',
  PAID: 'success',
  REJECTED: 'danger',
}

/** `/payouts`: the approved balance, the request button (only when allowed) and the history. */
export function PayoutsPage() {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const toast = useToast()
  const [{ data, fetching, error }, reexecute] = useQuery({ query: payoutsDocument })
  const [requesting, request] = useMutation(requestPayoutDocument)
  useLiveRefresh(
    () => {
      reexecute({ requestPolicy: 'network-only' })
    },
    (event) => event.payoutId !== null || event.commissionId !== null,
  )
  const money = useFormatMoney()
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' })
  const moment = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' })
  const statusNames = { REQUESTED: t`Being processed`, PAID: t`Paid`, REJECTED: t`Rejected` }
  if (!data) {
    return (
      <div className={styles.page}>
        <PortalTitle title={t`Payouts`} />
        <h1 className={styles.title}>{t`Payouts`}</h1>
        {error && !fetching ? (
          <LoadError
            error={error}
            onRetry={() => {
              reexecute({ requestPolicy: 'network-only' })
            }}
          />
        ) : (
          <LoadingBlocks count={2} />
        )}
      </div>
    )
  }
  const payouts = data.payouts.edges.map((edge) => edge.node)
  const eligibility = payoutEligibility({
    balanceCents: data.payoutBalance.amount,
    minimumCents: data.minimumPayout.amount,
    hasIban: Boolean(data.me.payoutAccount),
    ibanHeldUntil: data.me.payoutAccountHeldUntil,
    openRequest: payouts.some((payout) => payout.status === 'REQUESTED'),
  })
  const minimum = money(data.minimumPayout)
  const why = eligibility.ok
    ? t`Your balance will be transferred to ${data.me.payoutAccount ?? ''}.`
    : eligibility.reason === 'below-minimum'
      ? t`${money({ amount: eligibility.missingCents, currency: data.minimumPayout.currency })} more to reach the ${minimum} minimum.`
      : eligibility.reason === 'no-iban'
        ? t`Add your IBAN in your settings to be paid.`
        : eligibility.reason === 'iban-held'
          ? t`A new IBAN waits before payouts go to it.`
          : t`A request is already being processed.`
  const heldUntil = data.me.payoutAccountHeldUntil
  return (
    <div className={styles.page}>
      <PortalTitle title={t`Payouts`} />
      <h1 className={styles.title}>{t`Payouts`}</h1>
      <section className={styles.card} aria-labelledby="balance-title">
        <h2 id="balance-title" className={styles.cardTitle}>
          {t`Approved balance`}
        </h2>
        <p className={styles.title}>{money(data.payoutBalance)}</p>
        {heldUntil && (
          <p role="note">
            {t`Your IBAN ${data.me.payoutAccount ?? ''} was just changed: for your safety, payouts to it start on ${moment.format(new Date(heldUntil))}.`}
          </p>
        )}
        <p className={styles.muted} id="payout-why">
          {why}{' '}
          {!eligibility.ok && eligibility.reason === 'no-iban' && (
            <AppLink to="/settings">{t`Open the settings`}</AppLink>
          )}
        </p>
        <div className={styles.actions}>
          <Button
            isDisabled={!eligibility.ok}
            isPending={requesting.fetching}
            aria-describedby="payout-why"
            onPress={() => {
              void request({}).then((result) => {
                const payload = result.data?.requestPayout
                if (!payload) return
                if (payload.errors.length > 0) {
                  for (const problem of payload.errors) toast.error(problem.message)
                } else {
                  toast.success(t`Payout requested: we transfer it within a few days.`)
                  reexecute({ requestPolicy: 'network-only' })
                }
              })
            }}
          >
            {t`Request my payout`}
          </Button>
        </div>
        <p className={styles.muted}>
          {t`Payouts start at ${minimum}. Commissions become approved once the return window has passed.`}
        </p>
      </section>
      <section className={styles.section} aria-labelledby="history-title">
        <h2 id="history-title" className={styles.sectionTitle}>
          {t`History`}
        </h2>
        {payouts.length === 0 ? (
          <EmptyState
            title={t`No payout yet`}
            description={t`Your requests and transfers will be listed here.`}
          />
        ) : (
          <ul className={styles.list}>
            {payouts.map((payout) => (
              <li key={payout.id} className={styles.row}>
                <span>
                  {t`Requested on ${date.format(new Date(payout.requestedAt))}`}
                  {payout.decidedAt ? ` · ${date.format(new Date(payout.decidedAt))}` : ''}
                  {payout.reason ? (
                    <>
                      <br />
                      <span className={styles.muted}>{payout.reason}</span>
                    </>
                  ) : null}
                </span>
                <span className={styles.amount}>{money(payout.amount)}</span>
                <span className={styles.actions}>
                  <Badge tone={statusTones[payout.status]}>{statusNames[payout.status]}</Badge>
                  {payout.status === 'PAID' && (
                    <StatementButton
                      payoutId={payout.id}
                      description={t`the payout of ${money(payout.amount)} requested on ${date.format(new Date(payout.requestedAt))}`}
                    />
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
