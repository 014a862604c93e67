import { useEffect, useState } from 'react'
import { useMutation } from 'urql'

import { useHydrated } from '../../hooks/use-hydrated'
import { recordReferralVisitDocument } from './referral.graphql'
import { readReferral, storeReferral, type StoredReferral } from './referral-store'

/**
 * Records `?ref=CODE` once per page load and keeps the referral 30 days; returns the referral
 * in force (the new one, or the one kept from an earlier visit).
 */
export function useReferralVisit(code: string | undefined, landingPath: string) {
  const [recorded, setRecorded] = useState<StoredReferral | null>(null)
  const hydrated = useHydrated()
  const [, record] = useMutation(recordReferralVisitDocument)
  useEffect(() => {
    if (!code) return
    let cancelled = false
    void record({ input: { code, landingPath } }).then((result) => {
      const recorded = result.data?.recordReferralVisit.referral
      if (cancelled || !recorded) return
      const kept = {
        id: recorded.id,
        code: recorded.code,
        displayName: recorded.card.displayName,
        expiresAt: recorded.expiresAt,
      }
      storeReferral(kept)
      setRecorded(kept)
    })
    return () => {
      cancelled = true
    }
  }, [code, landingPath, record])
  // Read after hydration only: the server has no access to what this browser kept.
  return recorded ?? (hydrated ? readReferral() : null)
}
