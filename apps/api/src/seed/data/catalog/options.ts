import type { Localized, SeedOption, SeedVariant } from '../types'

type Label = string | Localized
type Choice = string | readonly [code: string, label: Label]

export interface Price {
  priceCents: number
  compareAtCents?: number
}

const COLOURS = {
  navy: { en: 'Navy', fr: 'Marine' },
  ecru: { en: 'Ecru', fr: 'Écru' },
  red: { en: 'Red', fr: 'Rouge' },
  ochre: { en: 'Ochre', fr: 'Ocre' },
  sage: { en: 'Sage', fr: 'Sauge' },
  oat: { en: 'Oatmeal', fr: 'Avoine' },
  grey: { en: 'Heather grey', fr: 'Gris chiné' },
  camel: { en: 'Camel', fr: 'Camel' },
  natural: { en: 'Natural', fr: 'Naturel' },
  terracotta: { en: 'Terracotta', fr: 'Terracotta' },
  blue: { en: 'Slate blue', fr: 'Bleu ardoise' },
  white: { en: 'White', fr: 'Blanc' },
  sand: { en: 'Sand', fr: 'Sable' },
  celadon: { en: 'Celadon', fr: 'Céladon' },
  'ecru-navy': { en: 'Ecru with navy stripes', fr: 'Écru rayé marine' },
  'ecru-red': { en: 'Ecru with red stripes', fr: 'Écru rayé rouge' },
  'ecru-blue': { en: 'Ecru with blue stripes', fr: 'Écru rayé bleu' },
} satisfies Record<string, Localized>

export type ColourCode = keyof typeof COLOURS

const toLocalized = (label: Label): Localized =>
  typeof label === 'string' ? { en: label, fr: label } : label

function axis(key: string, name: Localized, choices: readonly Choice[]): SeedOption[] {
  return choices.map((choice) => {
    const [code, label] = typeof choice === 'string' ? [choice, choice.toUpperCase()] : choice
    return { key, name, code, value: toLocalized(label) }
  })
}

export const sizes = (...choices: Choice[]) => axis('size', { en: 'Size', fr: 'Taille' }, choices)

export const colours = (...codes: ColourCode[]) =>
  axis(
    'colour',
    { en: 'Colour', fr: 'Couleur' },
    codes.map((code) => [code, COLOURS[code]] as const),
  )

export const formats = (...choices: (readonly [code: string, label: Label])[]) =>
  axis('format', { en: 'Size', fr: 'Format' }, choices)

export const flavours = (...choices: (readonly [code: string, label: Localized])[]) =>
  axis('flavour', { en: 'Flavour', fr: 'Parfum' }, choices)

export const scents = (...choices: (readonly [code: string, label: Localized])[]) =>
  axis('scent', { en: 'Scent', fr: 'Parfum' }, choices)

/** Prices a variant from the code of its option `key`, e.g. one price per format. */
export function priceBy(key: string, prices: Record<string, Price>) {
  return (options: readonly SeedOption[]): Price => {
    const code = options.find((option) => option.key === key)?.code ?? ''
    const price = prices[code]
    if (!price) throw new Error(`No price for ${key} "${code}"`)
    return price
  }
}

/**
 * Every combination of the given option axes, in order (first axis outermost), with its stock.
 * The SKU is the prefix followed by the upper-cased option codes.
 */
export function variantGrid(
  skuPrefix: string,
  axes: readonly (readonly SeedOption[])[],
  stock: readonly number[],
  price: Price | ((options: readonly SeedOption[]) => Price),
): SeedVariant[] {
  const combinations = axes.reduce<SeedOption[][]>(
    (acc, options) =>
      acc.flatMap((combination) => options.map((option) => [...combination, option])),
    [[]],
  )
  if (combinations.length !== stock.length) {
    throw new Error(
      `${skuPrefix}: ${combinations.length} variants but ${stock.length} stock levels`,
    )
  }
  return combinations.map((options, index) => ({
    sku: [skuPrefix, ...options.map((option) => option.code.toUpperCase())].join('-'),
    options,
    ...(typeof price === 'function' ? price(options) : price),
    stock: stock[index] ?? 0,
  }))
}
