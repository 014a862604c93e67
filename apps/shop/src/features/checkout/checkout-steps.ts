/** The checkout's steps, in order; the current one is the `step` search parameter. */
export const checkoutSteps = ['contact', 'address', 'shipping', 'payment', 'review'] as const

/** One step of the checkout. */
export type CheckoutStep = (typeof checkoutSteps)[number]

/** Tells whether a search-parameter value names a step. */
export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (checkoutSteps as readonly string[]).includes(value)
}

/** What the checkout knows so far, to find the furthest step the shopper may open. */
export interface CheckoutProgress {
  readonly hasEmail: boolean
  readonly hasAddress: boolean
  readonly hasShippingMethod: boolean
  readonly hasPayment: boolean
}

/** The first step still to complete (`review` once everything is known). */
export function firstIncompleteStep(progress: CheckoutProgress): CheckoutStep {
  if (!progress.hasEmail) return 'contact'
  if (!progress.hasAddress) return 'address'
  if (!progress.hasShippingMethod) return 'shipping'
  if (!progress.hasPayment) return 'payment'
  return 'review'
}

/**
 * The step to show for the one asked in the URL: the asked step when every step before it is
 * complete, else the first incomplete one (a bookmarked `?step=review` on an empty checkout
 * lands on the contact step).
 */
export function reachableStep(
  asked: CheckoutStep | undefined,
  progress: CheckoutProgress,
): CheckoutStep {
  const limit = firstIncompleteStep(progress)
  if (asked === undefined) return limit
  return checkoutSteps.indexOf(asked) <= checkoutSteps.indexOf(limit) ? asked : limit
}

/** The step after `step`. */
export function nextStep(step: CheckoutStep): CheckoutStep {
  return (
    checkoutSteps[Math.min(checkoutSteps.indexOf(step) + 1, checkoutSteps.length - 1)] ?? 'review'
  )
}

/** The step before `step` (the first step has none before it). */
export function previousStep(step: CheckoutStep): CheckoutStep {
  return checkoutSteps[Math.max(checkoutSteps.indexOf(step) - 1, 0)] ?? 'contact'
}
