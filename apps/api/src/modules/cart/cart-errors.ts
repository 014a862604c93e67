import type { Locale } from '@comptoir/i18n/locales'
import { maxUnitsPerLine, maxUnitsPerOrder } from '@comptoir/validation/order-limits'

import type { FieldError } from '../../field-error'

/** The cart's messages, which the checkout repeats when it finds the same faults. */
export const cartErrorMessages = {
  en: {
    unknown_variant: 'This product is not available',
    out_of_stock: 'This item is out of stock',
    stock_in_cart: 'All the stock left of this item is already in your cart.',
    invalid_quantity: `The quantity must be a whole number from 1 to ${String(maxUnitsPerLine)}`,
    line_limit: `You can order at most ${String(maxUnitsPerLine)} of each item.`,
    order_limit: `An order can hold at most ${String(maxUnitsPerOrder)} items: remove some to add others.`,
    unknown_line: 'This item is no longer in your cart',
    cart_not_found: 'Your cart has expired. Add your items again.',
    invalid_code: 'This code is not valid',
    unknown_shipping_method: 'Choose one of the shipping methods offered',
  },
  fr: {
    unknown_variant: 'Ce produit n’est pas disponible',
    out_of_stock: 'Cet article est en rupture de stock',
    stock_in_cart: 'Tout le stock restant de cet article est déjà dans votre panier.',
    invalid_quantity: `La quantité doit être un nombre entier de 1 à ${String(maxUnitsPerLine)}`,
    line_limit: `Vous pouvez commander au plus ${String(maxUnitsPerLine)}\u00a0exemplaires de chaque article.`,
    order_limit: `Une commande peut contenir au plus ${String(maxUnitsPerOrder)}\u00a0articles\u202f: retirez-en pour en ajouter d’autres.`,
    unknown_line: 'Cet article n’est plus dans votre panier',
    cart_not_found: 'Votre panier a expiré. Ajoutez à nouveau vos articles.',
    invalid_code: 'Ce code n’est pas valide',
    unknown_shipping_method: 'Choisissez l’un des modes de livraison proposés',
  },
} satisfies Record<Locale, Record<string, string>>

/** The code of an expected cart failure. */
export type CartErrorCode = keyof (typeof cartErrorMessages)['en']

/** A cart failure with its message in `locale`. */
export function cartError(code: CartErrorCode, field: string | null, locale: Locale): FieldError {
  return { field, code, message: cartErrorMessages[locale][code] }
}
