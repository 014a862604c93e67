import { describe, expect, it } from 'vitest'

import {
  chooseValue,
  initialSelection,
  optionChoices,
  selectedVariant,
  type PickableVariant,
} from './variant-selection'

const variant = (
  id: string,
  size: string,
  colour: string,
  stockStatus: PickableVariant['stockStatus'],
): PickableVariant & { id: string } => ({
  id,
  stockStatus,
  options: [
    { key: 'size', name: 'Size', code: size, value: size.toUpperCase() },
    { key: 'colour', name: 'Colour', code: colour, value: colour },
  ],
})

const variants = [
  variant('a', 's', 'sand', 'OUT_OF_STOCK'),
  variant('b', 's', 'ink', 'IN_STOCK'),
  variant('c', 'm', 'sand', 'LOW_STOCK'),
]

describe('variant selection', () => {
  it('starts on the first variant in stock', () => {
    expect(initialSelection(variants)).toEqual({ size: 's', colour: 'ink' })
  })

  it('disables values whose combination with the other choices is sold out or missing', () => {
    const choices = optionChoices(variants, { size: 's', colour: 'ink' })
    const colour = choices.find((choice) => choice.name === 'colour')
    expect(colour?.values).toEqual([
      { value: 'sand', label: 'sand', available: false },
      { value: 'ink', label: 'ink', available: true },
    ])
    const size = choices.find((choice) => choice.name === 'size')
    expect(size?.values.every((value) => value.available)).toBe(true)
    const afterM = optionChoices(variants, { size: 'm', colour: 'ink' })
    expect(afterM.find((choice) => choice.name === 'colour')?.values).toEqual([
      { value: 'sand', label: 'sand', available: true },
      { value: 'ink', label: 'ink', available: false },
    ])
  })

  it('moves the later options to a combination in stock when one is chosen', () => {
    expect(chooseValue(variants, { size: 's', colour: 'ink' }, 'size', 'm')).toEqual({
      size: 'm',
      colour: 'sand',
    })
    expect(chooseValue(variants, { size: 'm', colour: 'sand' }, 'size', 's')).toEqual({
      size: 's',
      colour: 'ink',
    })
  })

  it('finds the variant once every option is chosen', () => {
    expect(selectedVariant(variants, { size: 'm', colour: 'sand' })?.id).toBe('c')
    expect(selectedVariant(variants, { size: 'm' })).toBeUndefined()
  })
})
