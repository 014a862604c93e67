import { readFragment, type FragmentOf } from '@comptoir/gql-client/public-graphql'
import { Button } from '@comptoir/ui/button'
import { Price } from '@comptoir/ui/price'
import { QuantityStepper } from '@comptoir/ui/quantity-stepper'
import { VariantPicker } from '@comptoir/ui/variant-picker'
import { maxUnitsPerLine } from '@comptoir/validation/order-limits'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { addedMessage } from '../cart/added-message'
import { useAddToCart } from '../cart/use-add-to-cart'
import { useHydrated } from '../../hooks/use-hydrated'
import { StockAlertForm } from '../stock-alerts/stock-alert-form'
import styles from './product-page.module.css'
import { purchaseVariantFragment } from './product-purchase.graphql'
import { StockLevel } from './stock-level'
import { chooseValue, initialSelection, optionChoices, selectedVariant } from './variant-selection'

interface ProductPurchaseProps {
  variants: readonly FragmentOf<typeof purchaseVariantFragment>[]
  /** The variant the address names; unknown or absent: the first in stock. */
  initialSku?: string | undefined
  /** A whole variant was chosen. */
  onVariantChange: (sku: string) => void
}

/** Variant picker, price, stock, quantity and "Add to cart" of the product page. */
export function ProductPurchase({ initialSku, onVariantChange, ...props }: ProductPurchaseProps) {
  const { t, i18n } = useLingui()
  const variants = readFragment(purchaseVariantFragment, props.variants)
  const [selected, setSelected] = useState(() => initialSelection(variants, initialSku))
  // A server-rendered page adds to the cart once hydrated (the cart lives in this browser).
  const hydrated = useHydrated()
  const [quantity, setQuantity] = useState(1)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const { addToCart, fetching } = useAddToCart()
  const variant = selectedVariant(variants, selected)
  const soldOut = !variant || variant.stockStatus === 'OUT_OF_STOCK'
  const choices = optionChoices(variants, selected)

  const add = async () => {
    if (!variant) return
    setOutcome(null)
    const added = await addToCart(variant.id, quantity)
    setOutcome(
      added.errors.length === 0
        ? { ok: true, message: addedMessage(i18n, quantity, added) }
        : { ok: false, message: added.errors.map((error) => error.message).join(' ') },
    )
  }

  return (
    <div className={styles.purchase}>
      {variant ? (
        <Price
          amount={variant.price.amount}
          currency={variant.price.currency}
          compareAt={variant.compareAtPrice?.amount ?? null}
          size="lg"
        />
      ) : null}
      {choices.length > 0 && variants.length > 1 ? (
        <VariantPicker
          options={choices}
          selected={selected}
          onChange={(key, code) => {
            const next = chooseValue(variants, selected, key, code)
            setSelected(next)
            setOutcome(null)
            const chosen = selectedVariant(variants, next)
            if (chosen) onVariantChange(chosen.sku)
          }}
        />
      ) : null}
      <StockLevel status={variant?.stockStatus ?? 'OUT_OF_STOCK'} />
      <div className={styles.buy}>
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={maxUnitsPerLine}
          label={t`Quantity`}
          isDisabled={soldOut}
        />
        <Button onPress={() => void add()} isDisabled={soldOut || fetching || !hydrated}>
          {soldOut ? t`Sold out` : fetching ? t`Adding…` : t`Add to cart`}
        </Button>
      </div>
      <p
        className={outcome?.ok === false ? styles.error : styles.confirmation}
        role={outcome?.ok === false ? 'alert' : 'status'}
      >
        {outcome?.message}
      </p>
      {variant && hydrated ? <StockAlertForm variantId={variant.id} soldOut={soldOut} /> : null}
    </div>
  )
}
