const formats = new Map<string, Intl.NumberFormat>()

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formats.set(key, format)
  }
  return format
}

/**
 * Formats an amount of money given in minor units (cents for EUR) for a language.
 *
 * @param amount - integer amount in the currency's minor unit, as the API sends it
 * @param currency - ISO 4217 code, e.g. `EUR`
 * @param locale - BCP 47 language tag, e.g. `fr` (gives `24,90 €`) or `en` (`€24.90`)
 * @returns the formatted price
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const format = currencyFormat(locale, currency)
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(amount / 10 ** digits)
}

/** An amount of money as both APIs send it: minor units and an ISO 4217 code. */
export interface MoneyValue {
  amount: number
  currency: string
}

/** {@link formatPrice} for a money value, for code outside components (see `useFormatMoney`). */
export function formatMoney(money: MoneyValue, locale: string): string {
  return formatPrice(money.amount, money.currency, locale)
}
