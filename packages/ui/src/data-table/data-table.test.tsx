import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { DataTable } from './data-table'
import type { DataTableColumn } from './data-table'

interface Order {
  number: string
  total: number
}

const columns: DataTableColumn<Order>[] = [
  { id: 'number', header: 'Order', cell: (order) => order.number, rowHeader: true },
  {
    id: 'total',
    header: 'Total',
    cell: (order) => `€${order.total}`,
    align: 'end',
    sortable: true,
  },
]

describe('DataTable', () => {
  it('renders a captioned table with row headers', async () => {
    await renderWithI18n(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={[{ number: 'FR-1', total: 40 }]}
        getRowId={(order) => order.number}
      />,
    )
    const table = screen.getByRole('table', { name: 'Orders' })
    expect(within(table).getByRole('rowheader', { name: 'FR-1' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveAttribute('tabindex', '0')
  })

  it('asks for sorting and reflects the order with aria-sort', async () => {
    const onSortChange = vi.fn()
    await renderWithI18n(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={[]}
        getRowId={(order) => order.number}
        sort={{ columnId: 'total', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
      'fr',
    )
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Total' }))
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'total', direction: 'descending' })
    expect(screen.getByRole('cell')).toHaveTextContent('Rien à afficher pour le moment.')
  })
})
