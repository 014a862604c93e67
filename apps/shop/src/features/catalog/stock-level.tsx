import { Badge } from '@comptoir/ui/badge'
import { useLingui } from '@lingui/react/macro'

/** How much is left, in words a shopper understands. */
export function StockLevel({ status }: { status: 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK' }) {
  const { t } = useLingui()
  if (status === 'IN_STOCK') return <Badge tone="success" dot>{t`In stock`}</Badge>
  if (status === 'LOW_STOCK') return <Badge tone="warning" dot>{t`Only a few left`}</Badge>
  return <Badge tone="neutral" dot>{t`Out of stock`}</Badge>
}
