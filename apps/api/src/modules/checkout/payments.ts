import { randomBytes } from 'node:crypto'

import { cardDigits, isCardExpiryValid, isValidCardNumber } from '@comptoir/validation/payment-card'

import type { LocalizedText } from '../../db/schema/localized'
import { bankTransferProviderId } from '../orders/bank-transfer'
import type { CommerceErrorCode } from './commerce-errors'

/** Card details typed at checkout. They reach the provider only; the order keeps brand and last 4. */
export interface CardInput {
  number: string
  /** MM/YY */
  expiry: string
  cvc: string
}

export interface PaymentRequest {
  amountCents: number
  currency: string
  /** The placeOrder key, so that a provider can recognise a retried payment. */
  idempotencyKey: string
  card: CardInput | null
}

/** What the shopper's browser needs to confirm a payment with the provider (Stripe.js). */
export interface PaymentConfirmation {
  clientSecret: string
  publishableKey: string
}

/** An accepted payment: the money is taken (PAID) or awaited (PENDING_PAYMENT). */
export interface PaymentAccepted {
  accepted: true
  orderStatus: 'PAID' | 'PENDING_PAYMENT'
  reference: string
  cardBrand: string | null
  cardLast4: string | null
  /** Set when the shopper still confirms the payment in the browser (the order awaits it). */
  confirmation?: PaymentConfirmation | null
}

export interface PaymentRefused {
  accepted: false
  code: Extract<
    CommerceErrorCode,
    | 'card_declined'
    | 'insufficient_funds'
    | 'invalid_card_number'
    | 'invalid_expiry'
    | 'invalid_cvc'
    | 'missing_card'
    | 'payment_unavailable'
  >
  field: string | null
}

/** One way to pay. Every provider sits behind this interface. */
export interface PaymentProvider {
  /** Stored on the order, e.g. `test-card`. */
  id: string
  name: LocalizedText
  description: LocalizedText
  authorize(request: PaymentRequest): Promise<PaymentAccepted | PaymentRefused>
  /** Gives back an accepted payment whose order could not be created. */
  release(reference: string): Promise<void>
  /**
   * Ends a payment still awaited whose order waited long enough: `closed` when it can no longer
   * be made, `kept` when it is being made (the provider will tell how it went). Without it, an
   * awaited payment (a bank transfer) has nothing to close.
   */
  close?(reference: string): Promise<'closed' | 'kept'>
  /** Tells the provider which order a payment is for, once the order is written. */
  attach?(reference: string, orderNumber: string): Promise<void>
  /** The confirmation of a payment still awaited in the browser; null when there is none to make. */
  confirmation?(reference: string): Promise<PaymentConfirmation | null>
  /** The provider's own state of a payment (a Stripe PaymentIntent's status), for the back office. */
  paymentStatus?(reference: string): Promise<string>
  /** Gives the money of a paid order back; the same key never refunds twice. */
  refund?(
    reference: string,
    request: { amountCents: number; idempotencyKey: string },
  ): Promise<void>
}

/** The documented numbers of the test card provider. */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const

function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  return 'card'
}

const reference = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`

/**
 * A card provider for demonstrations and tests: `4242 4242 4242 4242` is accepted,
 * `4000 0000 0000 0002` is declined, `4000 0000 0000 9995` has insufficient funds; any other
 * well-formed number is declined. Any future expiry and any 3 or 4 digit code work.
 */
export function createTestCardProvider(now: () => Date = () => new Date()): PaymentProvider {
  return {
    id: 'test-card',
    name: { en: 'Card (test)', fr: 'Carte (test)' },
    description: {
      en: 'Test card: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds.',
      fr: 'Carte de test : 4242 4242 4242 4242 paie ; 4000 0000 0000 0002 est refusée ; 4000 0000 0000 9995 est sans provision.',
    },
    authorize(request) {
      const refuse = (code: PaymentRefused['code'], field: string | null) =>
        Promise.resolve<PaymentRefused>({ accepted: false, code, field })
      if (!request.card) return refuse('missing_card', 'card')
      const digits = cardDigits(request.card.number)
      if (!isValidCardNumber(digits)) return refuse('invalid_card_number', 'card.number')
      if (!isCardExpiryValid(request.card.expiry, now())) {
        return refuse('invalid_expiry', 'card.expiry')
      }
      if (!/^\d{3,4}$/.test(request.card.cvc.trim())) return refuse('invalid_cvc', 'card.cvc')
      if (digits === testCards.insufficientFunds) return refuse('insufficient_funds', null)
      if (digits !== testCards.succeeds) return refuse('card_declined', null)
      return Promise.resolve({
        accepted: true,
        orderStatus: 'PAID',
        reference: reference('tc'),
        cardBrand: cardBrand(digits),
        cardLast4: digits.slice(-4),
      })
    },
    release: () => Promise.resolve(),
  }
}

/**
 * Bank transfer: the order waits in PENDING_PAYMENT until it is marked paid, at most `payDays`
 * days (then it is cancelled).
 */
export function createBankTransferProvider(payDays: number): PaymentProvider {
  const days = String(payDays)
  return {
    id: bankTransferProviderId,
    name: { en: 'Bank transfer', fr: 'Virement bancaire' },
    description: {
      en: `Pay by transfer within ${days} days, with your order number as reference; we ship once it arrives. The bank details are shown once the order is placed.`,
      fr: `Payez par virement sous ${days}\u00a0jours, avec votre numéro de commande en référence\u202f; nous expédions à réception. Les coordonnées bancaires s’affichent une fois la commande passée.`,
    },
    authorize: () =>
      Promise.resolve({
        accepted: true,
        orderStatus: 'PENDING_PAYMENT',
        reference: reference('bt'),
        cardBrand: null,
        cardLast4: null,
      }),
    release: () => Promise.resolve(),
  }
}
