import { describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { StatCard } from './stat-card'

const spaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

describe('StatCard', () => {
  it('spells out a rise for screen readers', async () => {
    const { container } = await renderWithI18n(
      <StatCard label="Revenue" value="€1,240" change={0.125} period="vs last month" />,
    )
    expect(container).toHaveTextContent('+12.5%Up 12.5%vs last month')
  })

  it('formats a fall in French', async () => {
    const { container } = await renderWithI18n(
      <StatCard label="Clics" value="310" change={-0.04} />,
      'fr',
    )
    expect(spaces(container.textContent)).toContain('En baisse de 4 %')
  })
})
