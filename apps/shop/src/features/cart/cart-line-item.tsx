import { readFragment, type FragmentOf } from '@comptoir/gql-client/public-graphql'
import { Badge } from '@comptoir/ui/badge'
import { Button } from '@comptoir/ui/button'
import { AppLink } from '@comptoir/app-shell/app-link'
import { Price } from '@comptoir/ui/price'
import { QuantityStepper } from '@comptoir/ui/quantity-stepper'
import { maxUnitsPerLine } from '@comptoir/validation/order-limits'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

import { cartLineItemFragment } from './cart-line-item.graphql'
import styles from './cart-lines.module.css'

/** Most units of one variant a cart line may hold: as many as an order may hold of an item. */
export const maxLineQuantity = maxUnitsPerLine

/** Props of {@link CartLineItem}. */
export interface CartLineItemProps {
  readonly line: FragmentOf<typeof cartLineItemFragment>
  /** The cart's explanation of a change to this line (quantity reduced, out of stock). */
  readonly problem?: string | undefined
  readonly busy: boolean
  readonly onQuantityChange: (lineId: string, quantity: number) => void
  readonly onRemove: (lineId: string) => void
}

/** One line of the cart: product, variant, unit price, quantity, total, and what changed. */
export function CartLineItem({
  problem,
  busy,
  onQuantityChange,
  onRemove,
  ...props
}: CartLineItemProps) {
  const { t } = useLingui()
  const line = readFragment(cartLineItemFragment, props.line)
  // "+" stops at what the cart can hold: the stock left, within the per-item limit.
  const most = Math.max(1, Math.min(maxLineQuantity, line.maxQuantity))
  const atStock = line.orderable && line.quantity >= line.maxQuantity && most < maxLineQuantity
  return (
    <li className={styles.line}>
      {line.imageUrl ? (
        <img
          className={styles.image}
          src={line.imageUrl}
          alt=""
          width={72}
          height={90}
          loading="lazy"
        />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.details}>
        <AppLink
          to="/product"
          search={{ slug: line.productSlug, variant: line.sku }}
          variant="quiet"
          className={styles.name}
        >
          {line.productName}
        </AppLink>
        <p className={styles.variant}>{line.variantTitle}</p>
        <p className={styles.unit}>
          <Price amount={line.unitPrice.amount} currency={line.unitPrice.currency} size="sm" />
          {line.orderable ? null : <Badge tone="danger">{t`Out of stock`}</Badge>}
          {line.orderable && line.stockStatus === 'LOW_STOCK' ? (
            <Badge tone="warning">{t`Only a few left`}</Badge>
          ) : null}
        </p>
        {problem ? <p className={styles.problem}>{problem}</p> : null}
        {atStock && !problem ? (
          <p className={styles.stockHint}>
            {t`${plural(line.maxQuantity, { one: 'Only # left: it is in your cart.', other: 'Only # left: all are in your cart.' })}`}
          </p>
        ) : null}
        <div className={styles.controls}>
          {line.orderable ? (
            <QuantityStepper
              value={line.quantity}
              min={1}
              max={most}
              isDisabled={busy}
              label={t`Quantity, ${line.productName}`}
              onChange={(quantity) => {
                onQuantityChange(line.id, quantity)
              }}
            />
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            isDisabled={busy}
            aria-label={t`Remove ${line.productName}`}
            onPress={() => {
              onRemove(line.id)
            }}
          >
            {t`Remove`}
          </Button>
        </div>
      </div>
      <div className={styles.total}>
        {line.orderable ? (
          <Price amount={line.total.amount} currency={line.total.currency} />
        ) : (
          <span className={styles.excluded}>{t`Not counted`}</span>
        )}
      </div>
    </li>
  )
}
