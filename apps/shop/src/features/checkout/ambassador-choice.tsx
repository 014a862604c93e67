import { RadioGroup } from '@comptoir/ui/radio'
import { TextField } from '@comptoir/ui/text-field'
import { useLingui } from '@lingui/react/macro'
import { useDeferredValue, useEffect, useState } from 'react'
import { useMutation, useQuery } from 'urql'

import { liveOperationsDocument, setCheckoutAmbassadorDocument } from './checkout.graphql'
import { StepErrors } from './step-notice'

/** Props of {@link AmbassadorChoice}. */
export interface AmbassadorChoiceProps {
  readonly cartId: string | null
  /** The referral kept from a `?ref=` visit, sent along so the order is attributed to it. */
  readonly referralId: string | null
  /** Called once the checkout took the choice (the totals may have changed). */
  readonly onChanged: () => void
}

const none = 'none'

/**
 * The live operations offered as an explicit choice ("I'm ordering with Marie's operation"):
 * the choice (or none) is told to the checkout at once, and the order is attributed at placement.
 */
export function AmbassadorChoice({ cartId, referralId, onChanged }: AmbassadorChoiceProps) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const deferred = useDeferredValue(search.trim())
  const [chosen, setChosen] = useState(none)
  const [errors, setErrors] = useState<string[]>([])
  const [{ data }] = useQuery({
    query: liveOperationsDocument,
    variables: { search: deferred || null },
  })
  const [, setAmbassador] = useMutation(setCheckoutAmbassadorDocument)
  const operations = data?.liveOperations ?? []

  // The kept referral counts even when the shopper picks no operation.
  useEffect(() => {
    if (referralId === null) return
    void setAmbassador({ input: { cartId, operationId: null, referralId } })
  }, [cartId, referralId, setAmbassador])

  const choose = async (value: string) => {
    setChosen(value)
    const result = await setAmbassador({
      input: { cartId, operationId: value === none ? null : value, referralId },
    })
    const errors = result.data?.setCheckoutAmbassador.errors ?? []
    setErrors(errors.map((error) => error.message))
    if (result.data?.setCheckoutAmbassador.ok) onChanged()
  }

  return (
    <section aria-labelledby="ambassador-choice-title">
      <h3 id="ambassador-choice-title">{t`Ordering with an ambassador?`}</h3>
      <TextField
        type="search"
        label={t`Find an operation by ambassador or code`}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
        }}
      />
      <RadioGroup
        name="operation"
        label={t`Live operations`}
        value={chosen}
        onChange={(event) => void choose(event.target.value)}
        options={[
          { value: none, label: t`No, I'm not ordering with an operation` },
          ...operations.map(({ ambassadorName, operation }) => ({
            value: operation.id,
            label: t`I'm ordering with ${ambassadorName}'s operation “${operation.name}”`,
            description:
              operation.customerDiscountPercent > 0
                ? t`${operation.customerDiscountPercent}% off with the code ${operation.code}`
                : t`Code ${operation.code}`,
          })),
        ]}
      />
      <StepErrors messages={errors} />
    </section>
  )
}
