import { normalizeCode } from '@comptoir/validation/codes'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { ambassadorCardDocument } from './referral.graphql'

/**
 * What an ambassador or operation code does for this order: it credits the ambassador, and
 * gives a discount only when it is the code of a live operation (an ambassador's own code gives
 * none; their live operation's code, if any, is suggested).
 */
export function CodeCredit({ code, className }: { code: string; className?: string }) {
  const { t } = useLingui()
  const [{ data }] = useQuery({ query: ambassadorCardDocument, variables: { code } })
  const card = data?.ambassadorCard
  if (!card) return null
  const name = card.displayName
  const operation = card.liveOperation
  if (operation?.code === normalizeCode(code)) {
    const percent = operation.customerDiscountPercent
    const operationName = operation.name
    return (
      <p className={className}>
        {percent > 0
          ? t`${percent}% off the items with ${name}’s operation “${operationName}”; the order is credited to ${name}.`
          : t`The order is credited to ${name}’s operation “${operationName}”.`}
      </p>
    )
  }
  const credited = t`The order is credited to ${name}. An ambassador’s own code gives no discount: only the code of an operation does.`
  if (!operation || operation.customerDiscountPercent <= 0)
    return <p className={className}>{credited}</p>
  const operationCode = operation.code
  const percent = operation.customerDiscountPercent
  return (
    <p className={className}>
      {credited} {t`${name}’s operation code ${operationCode} gives ${percent}% off.`}
    </p>
  )
}
