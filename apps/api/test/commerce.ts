import { graphql, type ResultOf } from '@comptoir/gql-client/public-graphql'
import { eq, inArray } from 'drizzle-orm'

import { productVariants } from '../src/db/schema'
import type { GraphQLRequest, TestApp } from './app'

/** The cart as the tests read it. */
export const cartFieldsFragment = graphql(`
  fragment CartFields on Cart @_unmask {
    id
    itemCount
    email
    code
    subtotal {
      amount
      currency
    }
    discount {
      amount
      currency
    }
    shipping {
      amount
      currency
    }
    vat {
      amount
      currency
    }
    total {
      amount
      currency
    }
    shippingMethod {
      code
      price {
        amount
        currency
      }
    }
    shippingAddress {
      postalCode
      countryName
    }
    lines {
      id
      sku
      quantity
      maxQuantity
      orderable
      total {
        amount
        currency
      }
    }
    problems {
      code
      lineId
      message
      available
    }
  }
`)

export type CartData = ResultOf<typeof cartFieldsFragment>
export type MoneyData = CartData['total']

export const cartQuery = graphql(
  `
    query Cart($cartId: ID) {
      cart(cartId: $cartId) {
        ...CartFields
      }
    }
  `,
  [cartFieldsFragment],
)

export const addToCartMutation = graphql(
  `
    mutation Add($input: AddToCartInput!) {
      addToCart(input: $input) {
        added
        cart {
          ...CartFields
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [cartFieldsFragment],
)

export const setQuantityMutation = graphql(
  `
    mutation Set($input: SetCartLineQuantityInput!) {
      setCartLineQuantity(input: $input) {
        cart {
          ...CartFields
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [cartFieldsFragment],
)

export const removeLineMutation = graphql(
  `
    mutation Remove($input: RemoveCartLineInput!) {
      removeCartLine(input: $input) {
        cart {
          ...CartFields
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [cartFieldsFragment],
)

export const updateCheckoutMutation = graphql(
  `
    mutation Update($input: UpdateCheckoutInput!) {
      updateCheckout(input: $input) {
        cart {
          ...CartFields
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [cartFieldsFragment],
)

export const frenchAddress = {
  firstName: 'Camille',
  lastName: 'Martin',
  line1: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
}

export const testCard = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }

/** The ids of variants by SKU. */
export async function variantIds(api: TestApp, skus: string[]): Promise<Record<string, string>> {
  const rows = await api.database.handle.db
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(inArray(productVariants.sku, skus))
  return Object.fromEntries(rows.map((row) => [row.sku, row.id]))
}

export async function stockOf(api: TestApp, sku: string): Promise<number> {
  const [row] = await api.database.handle.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.sku, sku))
  if (!row) throw new Error(`no variant ${sku}`)
  return row.stock
}

export async function setStock(api: TestApp, sku: string, stock: number): Promise<void> {
  await api.database.handle.db
    .update(productVariants)
    .set({ stock })
    .where(eq(productVariants.sku, sku))
}

/** Adds a variant and returns the cart; throws on any error. */
export async function addToCart(
  api: TestApp,
  variantId: string,
  quantity: number,
  cartId: string | null = null,
  request: GraphQLRequest = {},
): Promise<CartData> {
  const response = await api.gql(addToCartMutation, {
    ...request,
    variables: { input: { cartId, variantId, quantity } },
  })
  const cart = response.body.data?.addToCart.cart
  if (!cart) throw new Error(`addToCart failed: ${JSON.stringify(response.body)}`)
  return cart
}

/** A cart ready to order: the lines given, an e-mail, a French address, standard shipping. */
export async function readyCart(
  api: TestApp,
  lines: [variantId: string, quantity: number][],
  request: GraphQLRequest = {},
  email = 'buyer@example.test',
): Promise<CartData> {
  let cartId: string | null = null
  for (const [variantId, quantity] of lines) {
    cartId = (await addToCart(api, variantId, quantity, cartId, request)).id
  }
  const response = await api.gql(updateCheckoutMutation, {
    ...request,
    variables: {
      input: { cartId, email, shippingAddress: frenchAddress, shippingMethod: 'STANDARD' },
    },
  })
  const cart = response.body.data?.updateCheckout.cart
  if (!cart) throw new Error(`updateCheckout failed: ${JSON.stringify(response.body)}`)
  return cart
}

let keys = 0

/** A fresh idempotency key. */
export function idempotencyKey(): string {
  keys += 1
  return `test-key-${Date.now().toString(36)}-${keys}-${Math.random().toString(36).slice(2)}`
}
