import { graphql } from '@comptoir/gql-client/admin-graphql'

export const orderRowFragment = graphql(`
  fragment OrderRow on StaffOrder @_unmask {
    number
    status
    createdAt
    email
    customerName
    totalCents
    currency
    paymentMethod
    ambassador {
      id
      code
      displayName
    }
  }
`)

export const ordersListQuery = graphql(
  `
    query OrdersList($filter: StaffOrderFilter, $sort: OrderSort, $page: Int, $pageSize: Int) {
      orders(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        orders {
          ...OrderRow
        }
      }
    }
  `,
  [orderRowFragment],
)

export const orderDetailsFragment = graphql(`
  fragment OrderDetails on StaffOrder @_unmask {
    number
    status
    createdAt
    updatedAt
    email
    locale
    customerName
    totalCents
    subtotalCents
    discountCents
    shippingCents
    vatCents
    currency
    code
    paymentMethod
    paymentStatus
    paymentReference
    cardBrand
    cardLast4
    shippingMethodName
    shippingAddress {
      firstName
      lastName
      line1
      line2
      postalCode
      city
      countryName
      phone
    }
    carrier
    trackingNumber
    trackingUrl
    lines {
      lineId
      sku
      productName
      variantTitle
      quantity
      unitPriceCents
      totalCents
      refundedQuantity
    }
    statusHistory {
      from
      to
      actor
      note
      at
    }
    ambassador {
      id
      code
      displayName
      source
    }
    refunds {
      id
      status
      amountCents
      restock
      reason
      by
      at
      lines {
        lineId
        productName
        quantity
      }
    }
    refundedCents
    refundableCents
    notes {
      id
      body
      author
      at
    }
    requests {
      id
      kind
      reason
      at
    }
    canMarkFulfilled
    canShip
    canMarkDelivered
    canCancel
    canRefund
  }
`)

export const orderQuery = graphql(
  `
    query OrderPage($number: String!) {
      order(number: $number) {
        ...OrderDetails
      }
    }
  `,
  [orderDetailsFragment],
)

export const markFulfilledMutation = graphql(
  `
    mutation MarkOrderFulfilled($input: OrderNumberInput!) {
      markOrderFulfilled(input: $input) {
        order {
          ...OrderDetails
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [orderDetailsFragment],
)

export const markDeliveredMutation = graphql(
  `
    mutation MarkOrderDelivered($input: OrderNumberInput!) {
      markOrderDelivered(input: $input) {
        order {
          ...OrderDetails
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [orderDetailsFragment],
)

export const shipOrderMutation = graphql(
  `
    mutation ShipOrder($input: ShipOrderInput!) {
      shipOrder(input: $input) {
        order {
          ...OrderDetails
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [orderDetailsFragment],
)

export const cancelOrderMutation = graphql(
  `
    mutation CancelOrder($input: CancelOrderInput!) {
      cancelOrder(input: $input) {
        order {
          ...OrderDetails
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [orderDetailsFragment],
)

export const refundOrderMutation = graphql(
  `
    mutation RefundOrder($input: RefundOrderInput!) {
      refundOrder(input: $input) {
        order {
          ...OrderDetails
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [orderDetailsFragment],
)

export const addOrderNoteMutation = graphql(
  `
    mutation AddOrderNote($input: AddOrderNoteInput!) {
      addOrderNote(input: $input) {
        order {
          ...OrderDetails
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [orderDetailsFragment],
)

export const resendConfirmationMutation = graphql(
  `
    mutation ResendOrderConfirmation($input: ResendOrderConfirmationInput!) {
      resendOrderConfirmation(input: $input) {
        order {
          ...OrderDetails
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [orderDetailsFragment],
)
