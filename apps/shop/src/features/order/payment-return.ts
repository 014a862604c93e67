/** How a card payment that left the shop (3-D Secure, a bank's page) came back to the order. */
export type PaymentReturn = 'succeeded' | 'processing' | 'failed'

/**
 * Reads the address Stripe sends the shopper back to: it adds `payment_intent` and
 * `redirect_status` to the order page's. Null when the page was not opened by a payment.
 */
export function readPaymentReturn(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search)
  if (!params.get('payment_intent')) return null
  const status = params.get('redirect_status')
  if (status === 'succeeded' || status === 'processing') return status
  // `failed`, or the intent back to `requires_payment_method`: nothing was taken.
  return 'failed'
}
