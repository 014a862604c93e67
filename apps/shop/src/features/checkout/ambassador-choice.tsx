import { AppLink } from '@comptoir/app-shell/app-link'
import { RadioGroup } from '@comptoir/ui/radio'
import { TextField } from '@comptoir/ui/text-field'
import { useFormatMoney } from '@comptoir/ui/price'
import { useLingui } from '@lingui/react/macro'
import { useDeferredValue, useEffect, useEffectEvent, useRef, useState } from 'react'
import { useMutation, useQuery } from 'urql'

import { CodeCredit } from '../referral/code-credit'
import { chosenPricingDocument } from './ambassador-choice.graphql'
import { liveOperationsDocument, setCheckoutAmbassadorDocument } from './checkout.graphql'
import styles from './checkout.module.css'
import { StepErrors } from './step-notice'

/** No operation chosen. */
export const noOperation = 'none'

/** Props of {@link AmbassadorChoice}. */
export interface AmbassadorChoiceProps {
  readonly cartId: string | null
  /** The code applied to the cart: it wins over any other choice. */
  readonly code: string | null
  /** The referral kept from a `?ref=` visit, sent along so the order is attributed to it. */
  readonly referral: { readonly id: string; readonly displayName: string } | null
  /** The operation chosen (its id, or {@link noOperation}), kept by the checkout across steps. */
  readonly chosen: string
  readonly onChoose: (operationId: string) => void
  /** Called once the checkout took the choice (the totals may have changed). */
  readonly onChanged: () => void
}

/**
 * Who the order is credited to. With a code on the cart, that code decides (the API gives it
 * precedence): it is shown with what it does. Otherwise the live operations are offered as an
 * explicit choice ("I'm ordering with Marie's operation"), told to the checkout at once: the
 * chosen operation's code then prices the cart (the totals reload) and credits the order, else
 * the referral kept from a link does.
 */
export function AmbassadorChoice(props: AmbassadorChoiceProps) {
  const { t } = useLingui()
  const { code } = props
  return (
    <section aria-labelledby="ambassador-choice-title">
      <h3 id="ambassador-choice-title">
        {code ? t`Ordering with an ambassador` : t`Ordering with an ambassador?`}
      </h3>
      {code ? (
        <div className={styles.codeChoice}>
          <p>{t`With the code ${code}.`}</p>
          <CodeCredit code={code} />
          <AppLink to="/cart">{t`Change or remove the code in the cart`}</AppLink>
        </div>
      ) : (
        <OperationChoice {...props} />
      )}
    </section>
  )
}

function OperationChoice({ cartId, referral, chosen, onChoose, onChanged }: AmbassadorChoiceProps) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const deferred = useDeferredValue(search.trim())
  const [errors, setErrors] = useState<string[]>([])
  const [{ data }] = useQuery({
    query: liveOperationsDocument,
    variables: { search: deferred || null },
  })
  const [, setAmbassador] = useMutation(setCheckoutAmbassadorDocument)
  // The cart as the checkout's totals show it: the code is said applied once the server priced it.
  const [pricing] = useQuery({
    query: chosenPricingDocument,
    variables: { cartId },
    requestPolicy: 'cache-only',
  })
  const formatMoney = useFormatMoney()
  const operations = data?.liveOperations ?? []
  const referralId = referral?.id ?? null

  // One choice at a time reaches the checkout, in the order made: the last one shown wins.
  const sent = useRef<Promise<unknown>>(Promise.resolve())
  const tell = (value: string) => {
    const operationId = value === noOperation ? null : value
    const result = sent.current.then(() =>
      setAmbassador({ input: { cartId, operationId, referralId } }),
    )
    sent.current = result.catch(() => undefined)
    return result
  }

  // The checkout is told what this shows (the kept referral counts even without an operation),
  // so the server never prices the cart with a choice left from an earlier visit.
  const tellShownChoice = useEffectEvent(async () => {
    const result = await tell(chosen)
    if (result.data?.setCheckoutAmbassador.ok) onChanged()
  })
  useEffect(() => {
    void tellShownChoice()
  }, [cartId, referralId])

  const choose = async (value: string) => {
    const previous = chosen
    onChoose(value)
    const result = await tell(value)
    const errors = result.data?.setCheckoutAmbassador.errors ?? []
    setErrors(errors.map((error) => error.message))
    if (result.data?.setCheckoutAmbassador.ok) onChanged()
    else onChoose(previous)
  }
  const referredBy = referral?.displayName
  const priced = pricing.data?.cart
  const applied = operations.find(
    ({ operation }) =>
      operation.id === chosen &&
      operation.customerDiscountPercent > 0 &&
      operation.code === priced?.appliedCode,
  )?.operation

  return (
    <>
      {referredBy ? (
        <p>{t`You came through ${referredBy}’s link: the order is credited to ${referredBy} unless you choose an operation.`}</p>
      ) : null}
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
          { value: noOperation, label: t`No, I’m not ordering with an operation` },
          ...operations.map(({ ambassadorName, operation }) => ({
            value: operation.id,
            label: t`I’m ordering with ${ambassadorName}’s operation “${operation.name}”`,
            description:
              operation.customerDiscountPercent > 0
                ? t`${operation.customerDiscountPercent}% off with the code ${operation.code}`
                : t`Code ${operation.code}`,
          })),
        ]}
      />
      <p role="status" className={styles.hint}>
        {applied && priced
          ? t`The code ${applied.code} is applied: ${applied.customerDiscountPercent}% off, your total is now ${formatMoney(priced.total)}.`
          : null}
      </p>
      <StepErrors messages={errors} />
    </>
  )
}
