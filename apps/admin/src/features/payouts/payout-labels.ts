import type { ResultOf } from '@comptoir/gql-client/admin-graphql'
import { formatPrice } from '@comptoir/ui/price'
import { useLingui } from '@lingui/react/macro'

import type { payoutRowFragment } from './payouts.graphql'

/** One payout request, waiting or in a run. */
export type PayoutRow = ResultOf<typeof payoutRowFragment>

/** How the payout screens write amounts, dates and statuses in the active language. */
export function usePayoutFormat() {
  const { t, i18n } = useLingui()
  const statuses: Record<PayoutRow['status'], string> = {
    REQUESTED: t`Requested`,
    PAID: t`Paid`,
    REJECTED: t`Rejected`,
  }
  return {
    money: (cents: number) => formatPrice(cents, 'EUR', i18n.locale),
    date: (iso: string) =>
      new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    status: (status: PayoutRow['status']) => statuses[status],
  }
}
