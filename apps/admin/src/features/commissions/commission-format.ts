import type { ResultOf } from '@comptoir/gql-client/admin-graphql'
import { formatPrice } from '@comptoir/ui/price'
import { useLingui } from '@lingui/react/macro'

import type { commissionRowFragment } from './commissions.graphql'
import type { CommissionStatus } from './commissions-search'

/** One commission of the list. */
export type CommissionRow = ResultOf<typeof commissionRowFragment>

/** How the commission screens write money, rates, dates and statuses in the active language. */
export function useCommissionFormat() {
  const { t, i18n } = useLingui()
  const statuses: Record<CommissionStatus, string> = {
    PENDING: t`Pending`,
    APPROVED: t`Approved`,
    PAID: t`Paid`,
    REVERSED: t`Reversed`,
  }
  return {
    money: (cents: number) => formatPrice(cents, 'EUR', i18n.locale),
    rate: (bps: number) =>
      new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        bps / 10_000,
      ),
    date: (iso: string) =>
      new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso)),
    status: (status: CommissionStatus) => statuses[status],
  }
}
