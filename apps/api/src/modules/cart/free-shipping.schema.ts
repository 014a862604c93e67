import { builder, MoneyRef } from '../../graphql/public/builder'
import type { FreeShippingView } from './cart.views'

export const FreeShippingProgressRef = builder
  .objectRef<FreeShippingView>('FreeShippingProgress')
  .implement({
    description: 'How far the cart is from free delivery, by the same rule that prices shipping.',
    fields: (t) => ({
      threshold: t.expose('threshold', {
        type: MoneyRef,
        description: 'Merchandise total (after discount) from which delivery is free.',
      }),
      remaining: t.expose('remaining', {
        type: MoneyRef,
        description: 'What is left to add for free delivery; 0 once reached.',
      }),
    }),
  })
