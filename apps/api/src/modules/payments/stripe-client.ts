import Stripe from 'stripe'

import type { StripeConfig } from '../../config'

/**
 * The Stripe SDK for a configuration: Stripe's API, or the origin of `STRIPE_API_BASE` (a
 * stand-in). Network failures are retried with the same idempotency key, so they cannot pay twice.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Comptoir' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
}
