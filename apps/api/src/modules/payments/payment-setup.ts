import type { Logger } from 'pino'
import type Stripe from 'stripe'

import type { Config } from '../../config'
import {
  createBankTransferProvider,
  createTestCardProvider,
  type PaymentProvider,
} from '../checkout/payments'
import { createStripeClient } from './stripe-client'
import { createStripeProvider } from './stripe-provider'

export interface PaymentSetup {
  /** Offered at checkout, in this order. */
  providers: PaymentProvider[]
  /** The SDK when Stripe is configured. */
  stripe: Stripe | null
}

/**
 * The payment providers of a configuration. With Stripe's keys, cards go through Stripe and the
 * test card is no longer offered (it would hand goods out for nothing); without them the shop runs
 * offline on the test card and bank transfer.
 */
export function paymentSetup(config: Config, logger: Logger): PaymentSetup {
  if (!config.stripe) {
    return {
      providers: [
        createTestCardProvider(),
        createBankTransferProvider(config.commerce.bankTransfer.cancelDays),
      ],
      stripe: null,
    }
  }
  const stripe = createStripeClient(config.stripe)
  return {
    providers: [
      createStripeProvider({ stripe, publishableKey: config.stripe.publishableKey, logger }),
      createBankTransferProvider(config.commerce.bankTransfer.cancelDays),
    ],
    stripe,
  }
}
