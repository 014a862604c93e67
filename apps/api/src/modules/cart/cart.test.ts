import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  logIn,
  loginMutation,
  signUp,
  signupMutation,
  strongPassword,
  uniqueEmail,
} from '../../../test/accounts'
import { startTestApp, type TestApp } from '../../../test/app'
import {
  addToCart,
  addToCartMutation,
  cartQuery,
  frenchAddress,
  removeLineMutation,
  setQuantityMutation,
  setStock,
  updateCheckoutMutation,
  variantIds,
} from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { ambassadorOperations, ambassadors } from '../../db/schema'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

let api: TestApp
let variant: Record<string, string>

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  variant = await variantIds(api, ['MAR-S', 'MAR-M', 'LIN-M', 'TEA-1'])
})

afterAll(async () => {
  await api.close()
})

const id = (sku: string) => variant[sku] ?? ''

describe('the anonymous cart', () => {
  it('is created on the first add and priced by the server: shipping, free threshold, VAT', async () => {
    const cart = await addToCart(api, id('TEA-1'), 2)
    expect(cart.id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cart).toMatchObject({
      itemCount: 2,
      subtotal: { amount: 3000 },
      shipping: { amount: 0 },
    })

    const standard = await api.gql(updateCheckoutMutation, {
      variables: { input: { cartId: cart.id, shippingMethod: 'STANDARD' } },
    })
    expect(standard.body.data?.updateCheckout.cart).toMatchObject({
      subtotal: { amount: 3000 },
      shipping: { amount: 490 },
      total: { amount: 3490 },
      vat: { amount: 582 },
    })

    // 30.00 + 59.00 = 89.00: above 60 € standard shipping is free.
    const bigger = await addToCart(api, id('MAR-S'), 1, cart.id)
    expect(bigger).toMatchObject({
      itemCount: 3,
      subtotal: { amount: 8900 },
      shipping: { amount: 0 },
      total: { amount: 8900, currency: 'EUR' },
      vat: { amount: 1483 },
    })
    const express = await api.gql(updateCheckoutMutation, {
      variables: { input: { cartId: cart.id, shippingMethod: 'EXPRESS' } },
    })
    expect(express.body.data?.updateCheckout.cart).toMatchObject({
      shipping: { amount: 1290 },
      total: { amount: 10190 },
    })
    expect((await api.gql(cartQuery, { variables: { cartId: cart.id } })).body.data?.cart?.id).toBe(
      cart.id,
    )
  })

  it('sets and removes lines, each time returning the whole cart', async () => {
    const cart = await addToCart(api, id('TEA-1'), 1)
    const withTwo = await addToCart(api, id('MAR-S'), 1, cart.id)
    const tea = withTwo.lines.find((line) => line.sku === 'TEA-1')
    if (!tea) throw new Error('no TEA-1 line in the cart')
    const set = await api.gql(setQuantityMutation, {
      variables: { input: { cartId: cart.id, lineId: tea.id, quantity: 4 } },
    })
    expect(set.body.data?.setCartLineQuantity.cart?.subtotal.amount).toBe(4 * 1500 + 5900)
    const removed = await api.gql(removeLineMutation, {
      variables: { input: { cartId: cart.id, lineId: tea.id } },
    })
    expect(removed.body.data?.removeCartLine.cart?.lines.map((line) => line.sku)).toEqual(['MAR-S'])
    const again = await api.gql(removeLineMutation, {
      variables: { input: { cartId: cart.id, lineId: tea.id } },
    })
    expect(again.body.data?.removeCartLine.errors).toMatchObject([{ code: 'unknown_line' }])
  })

  it('adds what is left when asked for more, says how many, and refuses once all of it is held', async () => {
    const asked = await api.gql(addToCartMutation, {
      variables: { input: { variantId: id('MAR-M'), quantity: 5 } },
    })
    const payload = asked.body.data?.addToCart
    expect(payload).toMatchObject({ added: 3, errors: [] })
    expect(payload?.cart?.lines).toMatchObject([{ sku: 'MAR-M', quantity: 3, maxQuantity: 3 }])
    // Told at once by the answer: the cart itself has nothing to report.
    expect(payload?.cart?.problems).toEqual([])
    const again = await api.gql(addToCartMutation, {
      variables: { input: { cartId: payload?.cart?.id, variantId: id('MAR-M'), quantity: 1 } },
      headers: { 'accept-language': 'fr' },
    })
    expect(again.body.data?.addToCart).toMatchObject({
      cart: null,
      added: null,
      errors: [
        {
          code: 'stock_in_cart',
          message: 'Tout le stock restant de cet article est déjà dans votre panier.',
        },
      ],
    })
  })

  it('reduces a quantity to the stock left and flags a line gone out of stock, without failing', async () => {
    const cart = await addToCart(api, id('MAR-M'), 3)
    expect(cart.lines).toMatchObject([{ sku: 'MAR-M', quantity: 3 }])
    await setStock(api, 'MAR-M', 2)
    const reduced = (await api.gql(cartQuery, { variables: { cartId: cart.id } })).body.data?.cart
    expect(reduced?.lines).toMatchObject([{ sku: 'MAR-M', quantity: 2, maxQuantity: 2 }])
    expect(reduced?.problems).toMatchObject([{ code: 'QUANTITY_REDUCED', available: 2 }])
    await setStock(api, 'MAR-M', 0)
    const later = (
      await api.gql(cartQuery, {
        variables: { cartId: cart.id },
        headers: { 'accept-language': 'fr' },
      })
    ).body.data?.cart
    expect(later?.lines).toMatchObject([{ sku: 'MAR-M', orderable: false }])
    expect(later?.problems[0]).toMatchObject({ code: 'OUT_OF_STOCK' })
    expect(later?.problems[0]?.message).toContain('rupture')
    expect(later).toMatchObject({ itemCount: 0, total: { amount: 0 } })
    await setStock(api, 'MAR-M', 3)
  })

  it('refuses unknown and out-of-stock variants and bad quantities, in the caller language', async () => {
    const unknown = await api.gql(addToCartMutation, {
      variables: { input: { variantId: 'not-a-uuid', quantity: 1 } },
      headers: { 'accept-language': 'fr' },
    })
    expect(unknown.body.data?.addToCart.errors).toEqual([
      { field: 'variantId', code: 'unknown_variant', message: 'Ce produit n’est pas disponible' },
    ])
    const soldOut = await api.gql(addToCartMutation, {
      variables: { input: { variantId: id('LIN-M'), quantity: 1 } },
    })
    expect(soldOut.body.data?.addToCart.errors[0]?.code).toBe('out_of_stock')
    const tooMany = await api.gql(addToCartMutation, {
      variables: { input: { variantId: id('TEA-1'), quantity: 100 } },
    })
    expect(tooMany.body.data?.addToCart.errors[0]?.code).toBe('invalid_quantity')
  })
})

describe('checkout details', () => {
  it('validates the address with the shared rules and the country list', async () => {
    const cart = await addToCart(api, id('TEA-1'), 1)
    const invalid = await api.gql(updateCheckoutMutation, {
      variables: {
        input: {
          cartId: cart.id,
          email: 'nope',
          shippingAddress: { ...frenchAddress, postalCode: '7501', country: 'ZZ' },
        },
      },
      headers: { 'accept-language': 'fr' },
    })
    expect(invalid.body.data?.updateCheckout.errors.map((error) => error.field)).toEqual([
      'email',
      'shippingAddress.country',
    ])
    const valid = await api.gql(updateCheckoutMutation, {
      variables: {
        input: { cartId: cart.id, email: 'a@example.test', shippingAddress: frenchAddress },
      },
      headers: { 'accept-language': 'fr' },
    })
    expect(valid.body.data?.updateCheckout.cart).toMatchObject({
      email: 'a@example.test',
      shippingAddress: { postalCode: '75011', countryName: 'France' },
    })
    const badPostcode = await api.gql(updateCheckoutMutation, {
      variables: {
        input: { cartId: cart.id, shippingAddress: { ...frenchAddress, postalCode: '7501' } },
      },
    })
    expect(badPostcode.body.data?.updateCheckout.errors).toMatchObject([
      { field: 'shippingAddress.postalCode', code: 'postal_code' },
    ])
  })

  it("applies a live operation's customer discount and accepts an ambassador code without one", async () => {
    const [pat] = await api.database.handle.db.select().from(ambassadors)
    await api.database.handle.db.insert(ambassadorOperations).values({
      ambassadorId: pat?.userId ?? '',
      name: 'Summer',
      code: 'SUMMER10',
      customerDiscountBps: 1000,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
      salesGoalCents: 100_000,
      publishedAt: new Date(),
    })
    const cart = await addToCart(api, id('MAR-S'), 1)
    const discounted = await api.gql(updateCheckoutMutation, {
      variables: { input: { cartId: cart.id, code: ' summer10 ', shippingMethod: 'STANDARD' } },
    })
    // 59.00 − 10 % = 53.10, under 60 €: standard shipping is charged.
    expect(discounted.body.data?.updateCheckout.cart).toMatchObject({
      code: 'SUMMER10',
      subtotal: { amount: 5900 },
      discount: { amount: 590 },
      shipping: { amount: 490 },
      total: { amount: 5800 },
    })
    const ambassadorCode = await api.gql(updateCheckoutMutation, {
      variables: { input: { cartId: cart.id, code: 'PAT' } },
    })
    expect(ambassadorCode.body.data?.updateCheckout.cart).toMatchObject({
      code: 'PAT',
      discount: { amount: 0 },
    })
    const unknown = await api.gql(updateCheckoutMutation, {
      variables: { input: { cartId: cart.id, code: 'NOPE' } },
    })
    expect(unknown.body.data?.updateCheckout.errors).toMatchObject([
      { field: 'code', code: 'invalid_code' },
    ])
  })
})

describe('merging at sign-in and sign-up', () => {
  it('adds the anonymous quantities to the customer cart, capped by stock, and loses nothing', async () => {
    const email = uniqueEmail()
    const token = await signUp(api, email)
    await addToCart(api, id('TEA-1'), 1, null, { token })
    await addToCart(api, id('MAR-M'), 2, null, { token })

    const anonymous = await addToCart(api, id('TEA-1'), 2)
    await addToCart(api, id('MAR-M'), 2, anonymous.id)
    await addToCart(api, id('MAR-S'), 1, anonymous.id)
    await api.gql(updateCheckoutMutation, {
      variables: { input: { cartId: anonymous.id, shippingAddress: frenchAddress } },
    })

    const login = await api.gql(loginMutation, {
      variables: { input: { email, password: strongPassword, cartId: anonymous.id } },
    })
    const session = login.body.data?.login.token
    if (!session) throw new Error(JSON.stringify(login.body))
    const merged = (await api.gql(cartQuery, { token: session })).body.data?.cart
    const quantities = Object.fromEntries(
      merged?.lines.map((line) => [line.sku, line.quantity]) ?? [],
    )
    expect(quantities).toEqual({ 'TEA-1': 3, 'MAR-M': 3, 'MAR-S': 1 })
    expect(merged?.shippingAddress?.postalCode).toBe('75011')
    expect(
      (await api.gql(cartQuery, { variables: { cartId: anonymous.id } })).body.data?.cart,
    ).toBeNull()
    // The other session of the same customer sees the same cart.
    const other = await logIn(api, email)
    expect((await api.gql(cartQuery, { token: other })).body.data?.cart?.id).toBe(merged?.id)
  })

  it('hands the anonymous cart over at sign-up', async () => {
    const anonymous = await addToCart(api, id('TEA-1'), 2)
    const signup = await api.gql(signupMutation, {
      variables: {
        input: { email: uniqueEmail(), password: strongPassword, name: 'New', locale: 'en' },
      },
    })
    expect(signup.body.data?.signup.token).toBeTruthy()
    const withCart = await api.gql(signupMutation, {
      variables: {
        input: {
          email: uniqueEmail(),
          password: strongPassword,
          name: 'New',
          locale: 'en',
          cartId: anonymous.id,
        },
      },
    })
    const token = withCart.body.data?.signup.token
    if (!token) throw new Error(JSON.stringify(withCart.body))
    const cart = (await api.gql(cartQuery, { token })).body.data?.cart
    expect(cart?.lines).toMatchObject([{ sku: 'TEA-1', quantity: 2 }])
  })
})
