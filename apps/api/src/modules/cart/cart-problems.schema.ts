import { builder } from '../../graphql/public/builder'
import type { CartProblemView } from './cart.views'

const CartProblemCodeEnum = builder.enumType('CartProblemCode', {
  values: {
    OUT_OF_STOCK: { description: 'The line has no stock left; it is left out of the totals.' },
    QUANTITY_REDUCED: { description: 'The quantity was reduced to the stock left.' },
    CODE_NOT_VALID: { description: 'The code no longer applies; no discount.' },
  } as const,
})

export const CartProblemRef = builder.objectRef<CartProblemView>('CartProblem').implement({
  description: 'Something that changed in the cart since it was last seen; not a failure.',
  fields: (t) => ({
    code: t.expose('code', { type: CartProblemCodeEnum }),
    lineId: t.exposeID('lineId', { nullable: true }),
    message: t.exposeString('message', { description: 'In the language of the request.' }),
    requested: t.exposeInt('requested', { nullable: true }),
    available: t.exposeInt('available', { nullable: true }),
  }),
})
