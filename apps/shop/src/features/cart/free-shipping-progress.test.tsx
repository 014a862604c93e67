import { setupI18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { maskFragments } from '@comptoir/gql-client/public-graphql'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { catalogueLoaders } from '../../catalogues'
import { FreeShippingProgress } from './free-shipping-progress'
import { freeShippingProgressFragment } from './free-shipping-progress.graphql'

const money = (amount: number) => ({ amount, currency: 'EUR' as const })

async function renderIn(locale: 'en' | 'fr', remaining: number) {
  const i18n = setupI18n()
  const catalogues = await Promise.all(catalogueLoaders.map((load) => load(locale)))
  i18n.load(locale, Object.assign({}, ...catalogues) as Messages)
  i18n.activate(locale)
  render(
    <I18nProvider i18n={i18n}>
      <FreeShippingProgress
        progress={maskFragments([freeShippingProgressFragment], {
          threshold: money(6000),
          remaining: money(remaining),
        })}
      />
    </I18nProvider>,
  )
}

describe('FreeShippingProgress', () => {
  it('says how much more gives free delivery, with the way already made', async () => {
    await renderIn('en', 1210)
    const bar = screen.getByRole('progressbar', { name: 'Add €12.10 more for free delivery' })
    expect(bar).toHaveAttribute('aria-valuenow', '4790')
    expect(bar).toHaveAttribute('aria-valuemax', '6000')
    expect(bar).toHaveAttribute('aria-valuetext', '€47.90 of €60')
  })

  it('says delivery is free once the threshold is reached', async () => {
    await renderIn('en', 0)
    const bar = screen.getByRole('progressbar', { name: 'Free delivery' })
    expect(bar).toHaveAttribute('aria-valuenow', '6000')
    expect(bar).toHaveAttribute('aria-valuetext', 'Reached')
  })

  it('speaks French, amounts included', async () => {
    await renderIn('fr', 1210)
    const bar = screen.getByRole('progressbar', {
      name: /^Plus que 12,10\s€ pour la livraison offerte$/,
    })
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^47,90\s€ sur 60\s€$/)
    screen.getByRole('progressbar').remove()
    await renderIn('fr', 0)
    expect(screen.getByRole('progressbar', { name: 'Livraison offerte' })).toHaveAttribute(
      'aria-valuetext',
      'Atteint',
    )
  })
})
