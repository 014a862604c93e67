import type { BadgeTone } from '@comptoir/ui/badge'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The statuses of a commission, as the API names them. */
export type CommissionStatus = 'PENDING' | 'APPROVED' | 'PAID' | 'REVERSED'

const names = {
  PENDING: msg`Pending`,
  APPROVED: msg`Approved`,
  PAID: msg`Paid`,
  REVERSED: msg`Reversed`,
} as const

const tones: Record<CommissionStatus, BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'info',
  PAID: 'success',
  REVERSED: 'danger',
}

/** The chip of a commission status, in the active language. */
export function commissionChip(
  status: CommissionStatus,
  i18n: I18n,
): { label: string; tone: BadgeTone } {
  return { label: i18n._(names[status]), tone: tones[status] }
}
