import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

import { IconButton, type IconButtonProps } from '../icon-button/icon-button'
import { BagIcon } from '../internal/icons'
import styles from './cart-button.module.css'

/** Props of {@link CartButton}. */
export interface CartButtonProps extends Omit<IconButtonProps, 'label' | 'children'> {
  /** Number of items in the cart; the badge hides at 0. */
  count: number
}

/**
 * The cart button of the header: a bag icon with the number of items, named
 * "Cart, 2 items" for assistive technology. Use it as the `trigger` of the cart drawer.
 */
export function CartButton({ count, ...props }: CartButtonProps) {
  const { t } = useLingui()
  return (
    <IconButton
      {...props}
      className={styles.cart}
      label={t`Cart, ${plural(count, { 0: 'empty', one: '# item', other: '# items' })}`}
    >
      <BagIcon />
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </IconButton>
  )
}
