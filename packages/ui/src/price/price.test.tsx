import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { formatPrice } from './format-price'
import { Price, useFormatMoney, useFormatPercent } from './price'

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatPrice', () => {
  it('reads minor units and follows the language', () => {
    expect(formatPrice(2490, 'EUR', 'en')).toBe('€24.90')
    expect(nbsp(formatPrice(2490, 'EUR', 'fr'))).toBe('24,90 €')
    expect(nbsp(formatPrice(123_456, 'EUR', 'fr'))).toBe('1 234,56 €')
  })

  it('uses the exponent of the currency', () => {
    expect(formatPrice(1500, 'JPY', 'en')).toBe('¥1,500')
  })
})

describe('Price', () => {
  it('shows a single price when there is no reduction', async () => {
    const { container } = await renderWithI18n(
      <Price amount={2490} currency="EUR" compareAt={2490} />,
    )
    expect(container).toHaveTextContent(/^€24\.90$/)
    expect(container.querySelector('s')).toBeNull()
  })

  it('strikes the compare-at price through and labels both prices', async () => {
    const { container } = await renderWithI18n(
      <Price amount={1990} currency="EUR" compareAt={2490} />,
      'fr',
    )
    const struck = container.querySelector('s')
    expect(nbsp(struck?.textContent ?? '')).toBe('Prix initial : 24,90 €')
    expect(nbsp(container.textContent)).toBe('Prix soldé : 19,90 €Prix initial : 24,90 €')
    expect(screen.getByText('Prix initial :', { exact: false })).toBeInTheDocument()
  })
})

function Total({ cents }: { cents: number }) {
  const money = useFormatMoney()
  return <output>{money({ amount: cents, currency: 'EUR' })}</output>
}

describe('useFormatMoney', () => {
  it('formats money values in the active language', async () => {
    const en = await renderWithI18n(<Total cents={123_456} />)
    expect(en.container).toHaveTextContent('€1,234.56')
    en.unmount()
    const fr = await renderWithI18n(<Total cents={123_456} />, 'fr')
    expect(nbsp(fr.container.textContent)).toBe('1 234,56 €')
  })
})

function Rate({ percent }: { percent: number }) {
  const format = useFormatPercent()
  return <output>{format(percent)}</output>
}

describe('useFormatPercent', () => {
  it('writes a rate the way each language does', async () => {
    const en = await renderWithI18n(<Rate percent={12.5} />)
    expect(en.container.textContent).toBe('12.5%')
    en.unmount()
    const fr = await renderWithI18n(<Rate percent={10} />, 'fr')
    // French keeps the sign with the number: a no-break space, never a plain one.
    expect(fr.container.textContent).toMatch(/^10[\u00a0\u202f]%$/)
  })
})
