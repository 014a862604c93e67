import type { graphql } from '@comptoir/gql-client/public-graphql'

/** What choosing a variant reads of it: its stock and the codes of its options. */
export interface SelectableVariant {
  stockStatus: ReturnType<typeof graphql.scalar<'StockStatus'>>
  options: readonly { key: string; code: string }[]
}

/** A variant as the picker lists it: its options with their names and labels too. */
export interface PickableVariant extends SelectableVariant {
  options: readonly { key: string; name: string; code: string; value: string }[]
}

/** One option (size, colour) with its values and whether each can still be bought. */
export interface OptionChoice {
  name: string
  label: string
  values: { value: string; label: string; available: boolean }[]
}

const inStock = (variant: SelectableVariant) => variant.stockStatus !== 'OUT_OF_STOCK'

/** Whether a variant has the chosen values of the options listed before `index`. */
function matchesEarlier(
  variant: SelectableVariant,
  selected: Readonly<Record<string, string | undefined>>,
  earlier: readonly string[],
) {
  return earlier.every((key) =>
    variant.options.some((option) => option.key === key && option.code === selected[key]),
  )
}

/**
 * The options of a product, in order. A value is available when a variant in stock has it
 * together with the values chosen for the options before it (size, then colour), so an
 * unavailable combination is disabled while the first option always stays choosable.
 */
export function optionChoices(
  variants: readonly PickableVariant[],
  selected: Readonly<Record<string, string | undefined>>,
): OptionChoice[] {
  const choices = new Map<string, OptionChoice>()
  for (const variant of variants) {
    for (const option of variant.options) {
      let choice = choices.get(option.key)
      if (!choice) {
        choice = { name: option.key, label: option.name, values: [] }
        choices.set(option.key, choice)
      }
      if (!choice.values.some((value) => value.value === option.code)) {
        choice.values.push({ value: option.code, label: option.value, available: false })
      }
    }
  }
  const order = [...choices.keys()]
  order.forEach((key, index) => {
    const earlier = order.slice(0, index)
    for (const value of choices.get(key)?.values ?? []) {
      value.available = variants.some(
        (variant) =>
          inStock(variant) &&
          variant.options.some((option) => option.key === key && option.code === value.value) &&
          matchesEarlier(variant, selected, earlier),
      )
    }
  })
  return [...choices.values()]
}

/**
 * Chooses a value; when the combination no longer exists in stock, the options after it move
 * to the first variant in stock that has the values chosen so far.
 */
export function chooseValue(
  variants: readonly SelectableVariant[],
  selected: Readonly<Record<string, string | undefined>>,
  key: string,
  code: string,
): Record<string, string | undefined> {
  const next = { ...selected, [key]: code }
  const exact = variants.find(
    (variant) =>
      inStock(variant) && variant.options.every((option) => next[option.key] === option.code),
  )
  if (exact) return next
  const order = variants[0]?.options.map((option) => option.key) ?? []
  const fixed = order.slice(0, order.indexOf(key) + 1)
  const fallback = variants.find(
    (variant) => inStock(variant) && matchesEarlier(variant, next, fixed),
  )
  if (!fallback) return next
  return Object.fromEntries(fallback.options.map((option) => [option.key, option.code]))
}

/** The variant matching every chosen value, once all options are chosen. */
export function selectedVariant<V extends SelectableVariant>(
  variants: readonly V[],
  selected: Readonly<Record<string, string | undefined>>,
): V | undefined {
  return variants.find((variant) =>
    variant.options.every((option) => selected[option.key] === option.code),
  )
}

/**
 * The initial choice: the variant of SKU `sku` (named in the page's address) when the product
 * has it, else the first variant in stock, else the first of all.
 */
export function initialSelection(
  variants: readonly (SelectableVariant & { sku?: string })[],
  sku?: string,
): Record<string, string | undefined> {
  const named = sku === undefined ? undefined : variants.find((variant) => variant.sku === sku)
  const first = named ?? variants.find(inStock) ?? variants[0]
  return Object.fromEntries((first?.options ?? []).map((option) => [option.key, option.code]))
}
