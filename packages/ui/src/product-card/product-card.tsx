import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ReactNode } from 'react'

import { Badge } from '../badge/badge'
import { Button } from '../button/button'
import { Link } from '../link/link'
import { Price } from '../price/price'
import styles from './product-card.module.css'

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  name: string
  /** Address of the product page, rendered through the {@link LinkProvider} component. */
  href: string
  imageSrc: string
  /** Describes the photo; leave empty when it only repeats the name. */
  imageAlt?: string
  /** Price in minor units. */
  price: number
  compareAt?: number | null
  currency: string
  /** Small line above the name: the workshop, the collection. */
  eyebrow?: ReactNode
  /** A badge on the photo: "New", "−20 %". */
  badge?: ReactNode
  soldOut?: boolean
  /** Shows an "Add to cart" button calling this. */
  onAddToCart?: () => void
  isAdding?: boolean
  /** Loads the image first (the first cards above the fold). */
  priority?: boolean
}

/**
 * A product in a grid: photo, name, price and an optional "Add to cart".
 *
 * @remarks The whole card follows the name's link; the button stays separately focusable and
 * is described by the product name ("Add to cart", "Linen shirt").
 */
export function ProductCard(props: ProductCardProps) {
  const { t } = useLingui()
  const nameId = useId()
  const badge = props.soldOut ? <Badge tone="neutral">{t`Sold out`}</Badge> : props.badge
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={props.imageSrc}
          alt={props.imageAlt ?? ''}
          loading={props.priority ? 'eager' : 'lazy'}
          fetchPriority={props.priority ? 'high' : 'auto'}
          decoding="async"
          width={400}
          height={500}
        />
        {badge != null ? <span className={styles.badge}>{badge}</span> : null}
      </div>
      <div className={styles.body}>
        {props.eyebrow != null ? <span className={styles.eyebrow}>{props.eyebrow}</span> : null}
        <h3 className={styles.name} id={nameId}>
          <Link href={props.href} variant="quiet" className={styles.link}>
            {props.name}
          </Link>
        </h3>
        <Price amount={props.price} compareAt={props.compareAt} currency={props.currency} />
      </div>
      {props.onAddToCart ? (
        <Button
          className={styles.action}
          variant="secondary"
          size="sm"
          aria-describedby={nameId}
          isDisabled={props.soldOut}
          isPending={props.isAdding}
          onPress={props.onAddToCart}
        >
          {props.soldOut ? t`Sold out` : t`Add to cart`}
        </Button>
      ) : null}
    </article>
  )
}
