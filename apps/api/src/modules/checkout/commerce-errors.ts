import type { Locale } from '@comptoir/i18n/locales'

import type { FieldError } from '../../field-error'
import { cartErrorMessages } from '../cart/cart-errors'

const messages = {
  en: {
    ...cartErrorMessages.en,
    cart_empty: 'Your cart is empty',
    missing_email: 'Enter the e-mail address for your order confirmation',
    missing_address: 'Enter your shipping address',
    missing_shipping_method: 'Choose a shipping method',
    unknown_payment_method: 'Choose one of the payment methods offered',
    missing_card: 'Enter your card details',
    invalid_card_number: 'This card number is not valid',
    invalid_expiry: 'The expiry date must be MM/YY and not in the past',
    invalid_cvc: 'The security code is 3 or 4 digits',
    card_declined: 'Your card was declined. Nothing was charged; try another card.',
    insufficient_funds:
      'Your card was declined for insufficient funds. Nothing was charged; try another card.',
    items_unavailable:
      'Some items are no longer available in the quantity you chose. Check your cart.',
    cart_changed: 'Your cart changed while you were paying. Check it and try again.',
    invalid_idempotency_key: 'The order key must be 16 to 100 letters, digits, - or _',
    idempotency_key_reused: 'This order key was already used for another order',
    cart_completed: 'This cart has already been ordered',
    payment_unavailable:
      'Card payment is unavailable right now. Nothing was charged; try again in a moment.',
  },
  fr: {
    ...cartErrorMessages.fr,
    cart_empty: 'Votre panier est vide',
    missing_email: 'Saisissez l’adresse e-mail de confirmation de votre commande',
    missing_address: 'Saisissez votre adresse de livraison',
    missing_shipping_method: 'Choisissez un mode de livraison',
    unknown_payment_method: 'Choisissez l’un des moyens de paiement proposés',
    missing_card: 'Saisissez les informations de votre carte',
    invalid_card_number: 'Ce numéro de carte n’est pas valide',
    invalid_expiry: 'La date d’expiration doit être au format MM/AA et non dépassée',
    invalid_cvc: 'Le cryptogramme comporte 3 ou 4 chiffres',
    card_declined: 'Votre carte a été refusée. Rien n’a été débité\u202f; essayez une autre carte.',
    insufficient_funds:
      'Votre carte a été refusée pour provision insuffisante. Rien n’a été débité\u202f; essayez une autre carte.',
    items_unavailable:
      'Certains articles ne sont plus disponibles dans la quantité choisie. Vérifiez votre panier.',
    cart_changed: 'Votre panier a changé pendant le paiement. Vérifiez-le et réessayez.',
    invalid_idempotency_key:
      'La clé de commande doit comporter de 16 à 100 lettres, chiffres, - ou _',
    idempotency_key_reused: 'Cette clé de commande a déjà servi pour une autre commande',
    cart_completed: 'Ce panier a déjà été commandé',
    payment_unavailable:
      'Le paiement par carte est momentanément indisponible. Rien n’a été débité\u202f; réessayez dans un instant.',
  },
} satisfies Record<Locale, Record<string, string>>

/** The code of an expected cart, checkout or payment failure. */
export type CommerceErrorCode = keyof (typeof messages)['en']

const limited = {
  en: (minutes: string) =>
    `Too many orders from your connection. Try again in ${minutes}; nothing was charged.`,
  fr: (minutes: string) =>
    `Trop de commandes depuis votre connexion. Réessayez dans ${minutes}\u202f; rien n’a été débité.`,
} satisfies Record<Locale, (minutes: string) => string>

/** The failure of a placeOrder past the attempts one address may make, saying when to try again. */
export function orderAttemptsLimited(retryAfterMs: number, locale: Locale): FieldError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  const unit =
    locale === 'fr'
      ? `${String(minutes)}\u00a0minute${minutes > 1 ? 's' : ''}`
      : `${String(minutes)} minute${minutes > 1 ? 's' : ''}`
  return { field: null, code: 'rate_limited', message: limited[locale](unit) }
}

/** A cart, checkout or payment failure with its message in `locale`. */
export function commerceError(
  code: CommerceErrorCode,
  field: string | null,
  locale: Locale,
): FieldError {
  return { field, code, message: messages[locale][code] }
}
