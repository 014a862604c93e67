/** An amount as the API answers it, for component tests. */
const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'EUR' })

/**
 * A cart ready for the review step, as the checkout query answers it: contact, address and
 * delivery chosen, one line worth 18.00 EUR, standard delivery 4.90 EUR.
 */
export const readyCart = (code: string | null = null) => ({
  __typename: 'Cart',
  id: 'cart-secret',
  email: 'jeanne@example.com',
  itemCount: 1,
  code,
  shippingAddress: {
    __typename: 'Address',
    firstName: 'Jeanne',
    lastName: 'Martin',
    line1: '12 rue des Lilas',
    line2: null,
    postalCode: '75011',
    city: 'Paris',
    country: 'FR',
    countryName: 'France',
    phone: null,
  },
  shippingMethod: { __typename: 'ShippingOption', code: 'STANDARD', name: 'Standard delivery' },
  shippingOptions: [],
  problems: [],
  vatRatePercent: 20,
  subtotal: money(1800),
  discount: money(0),
  shipping: money(490),
  vat: money(382),
  total: money(2290),
})
