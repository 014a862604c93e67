import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'

import styles from './referral-banner.module.css'
import { useReferralVisit } from './use-referral-visit'

/** Records `?ref=` on any page and says, discreetly, with whom the shopper is shopping. */
export function ReferralBanner() {
  const { t } = useLingui()
  const location = useLocation()
  const search = location.search as Record<string, unknown>
  const raw = search.ref
  const code = typeof raw === 'string' && raw.length <= 40 ? raw : undefined
  const referral = useReferralVisit(code, location.pathname)
  if (!referral) return null
  const name = referral.displayName
  return (
    <p className={styles.banner} role="status">
      {t`You are shopping with ${name}. Thank you for supporting an ambassador.`}
    </p>
  )
}
