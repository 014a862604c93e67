import {
  graphql as ambassadorGraphql,
  type ResultOf,
} from '@comptoir/gql-client/ambassador-graphql'
import { graphql } from '@comptoir/gql-client/public-graphql'

import type { TestApp } from './app'
import { idempotencyKey, readyCart, testCard, updateCheckoutMutation } from './commerce'
import { placeOrderMutation } from './orders'

export const setCheckoutAmbassadorMutation = graphql(`
  mutation SetCheckoutAmbassador($cartId: ID, $operationId: ID, $referralId: ID) {
    setCheckoutAmbassador(
      input: { cartId: $cartId, operationId: $operationId, referralId: $referralId }
    ) {
      ok
      errors {
        field
        code
      }
    }
  }
`)

export const recordVisitMutation = graphql(`
  mutation RecordVisit($code: String!) {
    recordReferralVisit(input: { code: $code, landingPath: "/" }) {
      referral {
        id
        code
      }
    }
  }
`)

/** Records a referral click from an address and returns the referral id the client keeps. */
export async function clickReferral(
  api: TestApp,
  code: string,
  ip = '198.51.100.10',
  token?: string,
): Promise<string> {
  const response = await api.gql(recordVisitMutation, {
    variables: { code },
    ip,
    ...(token ? { token } : {}),
  })
  const id = response.body.data?.recordReferralVisit.referral?.id
  if (!id) throw new Error(JSON.stringify(response.body))
  return id
}

export interface OrderOptions {
  variantId: string
  quantity?: number
  email?: string
  /** A public-scope token: the order is the signed-in customer's. */
  token?: string
  code?: string
  operationId?: string
  referralId?: string
  /** Default: the test card (paid at once); a bank transfer waits in PENDING_PAYMENT. */
  paymentMethod?: 'TEST_CARD' | 'BANK_TRANSFER'
}

/** Fills a cart, tells the checkout what the buyer said, pays (test card by default); the order number. */
export async function placeOrderWith(api: TestApp, options: OrderOptions): Promise<string> {
  const request = options.token ? { token: options.token } : {}
  const cart = await readyCart(
    api,
    [[options.variantId, options.quantity ?? 2]],
    request,
    options.email ?? `buyer-${Math.random().toString(36).slice(2)}@example.test`,
  )
  if (options.code) {
    const coded = await api.gql(updateCheckoutMutation, {
      ...request,
      variables: { input: { cartId: cart.id, code: options.code } },
    })
    if (coded.body.data?.updateCheckout.errors.length) throw new Error(JSON.stringify(coded.body))
  }
  if (options.operationId || options.referralId) {
    const chosen = await api.gql(setCheckoutAmbassadorMutation, {
      ...request,
      variables: {
        cartId: cart.id,
        operationId: options.operationId ?? null,
        referralId: options.referralId ?? null,
      },
    })
    if (!chosen.body.data?.setCheckoutAmbassador.ok) throw new Error(JSON.stringify(chosen.body))
  }
  const placed = await api.gql(placeOrderMutation, {
    ...request,
    variables: {
      input: {
        cartId: cart.id,
        idempotencyKey: idempotencyKey(),
        ...(options.paymentMethod === 'BANK_TRANSFER'
          ? { paymentMethod: 'BANK_TRANSFER' as const }
          : { paymentMethod: 'TEST_CARD' as const, card: testCard }),
      },
    },
  })
  const number = placed.body.data?.placeOrder.order?.number
  if (!number) throw new Error(JSON.stringify(placed.body))
  return number
}

export const attributedOrdersQuery = ambassadorGraphql(`
  query AttributedOrders {
    attributedOrders(first: 50) {
      totalCount
      edges {
        node {
          number
          source
          customer
          city
          operation {
            code
          }
          commission {
            status
            amount {
              amount
            }
          }
        }
      }
    }
  }
`)

export type AttributedOrderData = ResultOf<
  typeof attributedOrdersQuery
>['attributedOrders']['edges'][number]['node']

export const commissionsQuery = ambassadorGraphql(`
  query Commissions($status: CommissionStatus) {
    commissions(first: 50, status: $status) {
      totalCount
      edges {
        node {
          id
          kind
          status
          orderNumber
          ratePercent
          base {
            amount
          }
          amount {
            amount
          }
          pendingReason
          availableAt
          explanation
        }
      }
    }
  }
`)

export type CommissionData = ResultOf<
  typeof commissionsQuery
>['commissions']['edges'][number]['node']
