import { AppLink } from '@comptoir/app-shell/app-link'
import { RadioGroup } from '@comptoir/ui/radio'
import { TextField } from '@comptoir/ui/text-field'
import { useLingui } from '@lingui/react/macro'
import { useDeferredValue, useEffect, useState } from 'react'
import { useMutation, useQuery } from 'urql'

import { CodeCredit } from '../referral/code-credit'
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
 * explicit choice ("I'm ordering with Marie's operation"), told to the checkout at once; the
 * order is attributed at placement, else to the referral kept from a link.
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
  const operations = data?.liveOperations ?? []
  const referralId = referral?.id ?? null

  // The kept referral counts even when the shopper picks no operation.
  useEffect(() => {
    if (referralId === null) return
    void setAmbassador({ input: { cartId, operationId: null, referralId } })
  }, [cartId, referralId, setAmbassador])

  const choose = async (value: string) => {
    onChoose(value)
    const result = await setAmbassador({
      input: { cartId, operationId: value === noOperation ? null : value, referralId },
    })
    const errors = result.data?.setCheckoutAmbassador.errors ?? []
    setErrors(errors.map((error) => error.message))
    if (result.data?.setCheckoutAmbassador.ok) onChanged()
  }
  const referredBy = referral?.displayName

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
          { value: noOperation, label: t`No, I'm not ordering with an operation` },
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
    </>
  )
}
