import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { ProgressBar } from './progress-bar'

describe('ProgressBar', () => {
  it('exposes its value and caps the fill at the goal', async () => {
    await renderWithI18n(
      <ProgressBar label="Sales goal" value={1500} max={1000} valueLabel="€1,500 of €1,000" />,
    )
    const bar = screen.getByRole('progressbar', { name: 'Sales goal' })
    expect(bar).toHaveAttribute('aria-valuenow', '1000')
    expect(bar).toHaveAttribute('aria-valuetext', '€1,500 of €1,000')
    expect(bar.firstElementChild).toHaveStyle({ width: '100%' })
  })

  it('defaults to a percentage in the active language', async () => {
    await renderWithI18n(<ProgressBar label="Objectif" value={62} />, 'fr')
    expect(
      screen
        .getByRole('progressbar')
        .getAttribute('aria-valuetext')
        ?.replace(/\u202f|\u00a0/g, ' '),
    ).toBe('62 %')
  })
})
