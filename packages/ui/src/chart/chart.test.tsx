import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { Chart } from './chart'

const sources = import.meta.glob<string>('./chart.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const source = sources['./chart.tsx'] ?? ''

const series = [
  {
    label: 'Clicks',
    points: [
      { time: Date.UTC(2026, 2, 1, 12), value: 1200 },
      { time: new Date(Date.UTC(2026, 2, 2, 12)), value: 1350 },
    ],
  },
  { label: 'Orders', points: [{ time: Date.UTC(2026, 2, 2, 12), value: 40 }] },
]

describe('Chart', () => {
  it('gives the data to screen readers as a table, in the active language', async () => {
    await renderWithI18n(<Chart title="Activité" series={series} />, 'fr')
    expect(screen.getByRole('figure', { name: 'Activité' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Activité' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Clicks', 'Orders'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent.replace(/\u202f|\u00a0/g, ' '))).toEqual([
      '1 mars 20261 200–',
      '2 mars 20261 35040',
    ])
  })

  it('loads the charting code lazily, never statically', () => {
    expect(source).not.toBe('')
    const staticImports = [...source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map(
      ([, from]) => from,
    )
    expect(staticImports).not.toContain('uplot')
    expect(staticImports).not.toContain('./chart-canvas')
    expect(source).toContain("lazy(() => import('./chart-canvas'))")
  })
})
