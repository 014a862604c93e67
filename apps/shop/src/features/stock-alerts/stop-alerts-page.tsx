import { AppLink } from '@comptoir/app-shell/app-link'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useMutation } from 'urql'

import { stopStockAlertsDocument } from './stock-alerts.graphql'
import styles from './stock-alerts.module.css'

type Outcome = 'pending' | 'stopped' | 'unknown' | 'failed'

/**
 * The unsubscribe link of a back-in-stock e-mail: stops every alert of its address as soon as
 * it opens, without signing in, and says so.
 */
export function StopAlertsPage({ token }: { token: string | null }) {
  const { t } = useLingui()
  const [, stop] = useMutation(stopStockAlertsDocument)
  const [outcome, setOutcome] = useState<Outcome>(token ? 'pending' : 'unknown')
  useEffect(() => {
    if (!token) return
    let current = true
    void stop({ token }).then((result) => {
      if (!current) return
      const ok = result.data?.stopStockAlerts.ok
      setOutcome(ok === undefined ? 'failed' : ok ? 'stopped' : 'unknown')
    })
    return () => {
      current = false
    }
  }, [token, stop])
  const text: Record<Outcome, string> = {
    pending: t`Stopping your alerts…`,
    stopped: t`Done: this address will receive no more back-in-stock alerts. You can ask again on any sold-out product.`,
    unknown: t`This link is not valid any more. If alerts still reach you, use the link of the latest e-mail.`,
    failed: t`Your alerts could not be stopped just now. Please open the link again in a moment.`,
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t`Back-in-stock alerts`}</h1>
      <p role="status">{text[outcome]}</p>
      <AppLink to="/products">{t`Browse the products`}</AppLink>
    </div>
  )
}
