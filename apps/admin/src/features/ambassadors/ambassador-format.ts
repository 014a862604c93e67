import { formatPrice } from '@comptoir/ui/price'
import { useLingui } from '@lingui/react/macro'

/** An ambassador's status, as the schema names it. */
export type AmbassadorStatusName = 'APPLIED' | 'APPROVED' | 'REJECTED' | 'SUSPENDED'

/** How the ambassador screens write rates, money, dates and statuses in the active language. */
export function useAmbassadorFormat() {
  const { t, i18n } = useLingui()
  const statuses: Record<AmbassadorStatusName, string> = {
    APPLIED: t`Applied`,
    APPROVED: t`Approved`,
    REJECTED: t`Rejected`,
    SUSPENDED: t`Suspended`,
  }
  return {
    rate: (bps: number) =>
      new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        bps / 10_000,
      ),
    money: (cents: number) => formatPrice(cents, 'EUR', i18n.locale),
    count: (value: number) => new Intl.NumberFormat(i18n.locale).format(value),
    date: (iso: string) =>
      new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    status: (status: AmbassadorStatusName) => statuses[status],
  }
}
