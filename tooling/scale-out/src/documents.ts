import { graphql as ambassadorGraphql } from '@comptoir/gql-client/ambassador-graphql'
import { graphql } from '@comptoir/gql-client/public-graphql'

/** The catalogue's first products with their variants: what a shopper can put in a cart. */
export const catalogueDocument = graphql(`
  query ScaleOutCatalogue {
    products(first: 10, inStock: true) {
      edges {
        node {
          name
          slug
          variants {
            id
            sku
          }
        }
      }
    }
  }
`)

/** A cheap read: what the rate limit is tried with. */
export const paymentMethodsDocument = graphql(`
  query ScaleOutPaymentMethods {
    paymentMethods {
      code
    }
  }
`)

export const customerLoginDocument = graphql(`
  mutation ScaleOutCustomerLogin($input: LoginInput!) {
    login(input: $input) {
      token
      errors {
        code
        message
      }
    }
  }
`)

export const ambassadorLoginDocument = graphql(`
  mutation ScaleOutAmbassadorLogin($input: AmbassadorLoginInput!) {
    ambassadorLogin(input: $input) {
      token
      errors {
        code
        message
      }
    }
  }
`)

export const addToCartDocument = graphql(`
  mutation ScaleOutAddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        id
      }
      errors {
        code
        message
      }
    }
  }
`)

export const updateCheckoutDocument = graphql(`
  mutation ScaleOutUpdateCheckout($input: UpdateCheckoutInput!) {
    updateCheckout(input: $input) {
      cart {
        id
        code
        shippingMethod {
          code
        }
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

export const placeOrderDocument = graphql(`
  mutation ScaleOutPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        number
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

/** The ambassador's live feed: an attributed order arrives as ORDER_ATTRIBUTED with its number. */
export const ambassadorEventsDocument = ambassadorGraphql(`
  subscription ScaleOutAmbassadorEvents {
    ambassadorEvents {
      type
      orderNumber
    }
  }
`)

export const frenchAddress = {
  firstName: 'Camille',
  lastName: 'Martin',
  line1: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
}

export const testCard = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }
