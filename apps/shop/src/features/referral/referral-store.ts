/** The referral a shopper arrived with, kept in this browser until it expires (30 days). */
export interface StoredReferral {
  id: string
  code: string
  displayName: string
  expiresAt: string
}

export const referralStorageKey = 'comptoir:referral'

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function isStoredReferral(value: unknown): value is StoredReferral {
  if (typeof value !== 'object' || value === null) return false
  const fields = value as Record<string, unknown>
  return ['id', 'code', 'displayName', 'expiresAt'].every((key) => typeof fields[key] === 'string')
}

/** The kept referral, or `null` when there is none or it has expired (it is then forgotten). */
export function readReferral(now: Date = new Date()): StoredReferral | null {
  const store = storage()
  const raw = store?.getItem(referralStorageKey)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (isStoredReferral(parsed) && new Date(parsed.expiresAt) > now) return parsed
  } catch {
    // an unreadable entry is dropped below
  }
  store?.removeItem(referralStorageKey)
  return null
}

/** Keeps a referral: the latest one wins, as attribution does. */
export function storeReferral(referral: StoredReferral): void {
  storage()?.setItem(referralStorageKey, JSON.stringify(referral))
}
