import type { Locale } from '@comptoir/i18n/locales'
import { normalizeCode } from '@comptoir/validation/codes'
import { addressSchema } from '@comptoir/validation/schemas/address'
import { checkoutContactSchema } from '@comptoir/validation/schemas/checkout-contact'
import { validateInput } from '@comptoir/validation/validate'

import type { Database } from '../../db/client'
import type { StoredAddress } from '../../db/schema/commerce'
import { failure, success, type FieldError, type Outcome } from '../../field-error'
import type { CheckoutCodeResolver } from './checkout-codes'
import { cartError } from './cart-errors'
import { findShippingMethod } from '../pricing/shipping-methods'
import type { CartRecord } from './cart-store'

/** Checkout details a shopper sets on the cart, any subset at a time. */
export interface CheckoutDetailsInput {
  email?: string | null
  shippingAddress?: Record<string, unknown> | null
  shippingMethod?: string | null
  code?: string | null
}

/** An address as stored: trimmed, postal code upper-cased, empty optional parts null. */
export function storedAddress(value: Record<string, unknown>): StoredAddress {
  const text = (key: string) => {
    const item = value[key]
    return typeof item === 'string' ? item.trim() : ''
  }
  const optional = (key: string) => text(key) || null
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    line1: text('line1'),
    line2: optional('line2'),
    postalCode: text('postalCode').toUpperCase(),
    city: text('city'),
    country: text('country'),
    phone: optional('phone'),
  }
}

/** The cart columns a set of checkout details changes, or every field at fault. */
export async function checkoutDetailsChanges(
  db: Database,
  codes: CheckoutCodeResolver,
  input: CheckoutDetailsInput,
  locale: Locale,
): Promise<Outcome<Partial<CartRecord>>> {
  const errors: FieldError[] = []
  const changes: Partial<CartRecord> = {}
  if (input.email !== undefined && input.email !== null) {
    const checked = validateInput(checkoutContactSchema, { email: input.email }, locale)
    if (checked.ok) changes.email = checked.value.email.trim()
    else errors.push(...checked.errors)
  }
  if (input.shippingAddress) {
    const checked = validateInput(addressSchema, input.shippingAddress, locale)
    if (checked.ok) changes.shippingAddress = storedAddress(checked.value)
    else
      errors.push(
        ...checked.errors.map((error) => ({ ...error, field: `shippingAddress.${error.field}` })),
      )
  }
  if (input.shippingMethod !== undefined && input.shippingMethod !== null) {
    const method = findShippingMethod(input.shippingMethod)
    if (method) changes.shippingMethod = method.code
    else errors.push(cartError('unknown_shipping_method', 'shippingMethod', locale))
  }
  if (input.code !== undefined && input.code !== null) {
    const code = normalizeCode(input.code)
    if (code === '') changes.code = null
    else if (await codes.resolve(db, code, new Date())) changes.code = code
    else errors.push(cartError('invalid_code', 'code', locale))
  }
  return errors.length > 0 ? failure(errors) : success(changes)
}
