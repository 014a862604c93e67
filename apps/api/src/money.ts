/** The currencies of the shop. */
export type Currency = 'EUR'

/** An amount in minor units (cents) of a currency. */
export interface Money {
  amount: number
  currency: Currency
}

function currencyOf(code: string): Currency {
  if (code.trim() === 'EUR') return 'EUR'
  throw new Error(`Unsupported currency ${code}`)
}

/** An amount of a currency code as stored (refused when the shop does not sell in it). */
export function money(amount: number, currency: string): Money {
  return { amount, currency: currencyOf(currency) }
}

/** An amount in euro cents. */
export const euro = (amount: number): Money => ({ amount, currency: 'EUR' })
