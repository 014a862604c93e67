import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'

import { Badge } from '../badge/badge'
import { Price } from '../price/price'
import { DataTable } from './data-table'
import type { DataTableColumn, DataTableSort } from './data-table'

interface Commission {
  id: string
  order: string
  date: string
  amount: number
  status: 'Pending' | 'Approved' | 'Paid'
}

const rows: Commission[] = [
  { id: '1', order: 'FR-10482', date: '2026-03-12', amount: 1240, status: 'Paid' },
  { id: '2', order: 'FR-10511', date: '2026-03-14', amount: 860, status: 'Approved' },
  { id: '3', order: 'FR-10530', date: '2026-03-15', amount: 2150, status: 'Pending' },
]

const tone = { Pending: 'warning', Approved: 'info', Paid: 'success' } as const

const columns: DataTableColumn<Commission>[] = [
  { id: 'order', header: 'Order', cell: (row) => row.order, rowHeader: true },
  { id: 'date', header: 'Date', cell: (row) => row.date, sortable: true },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge tone={tone[row.status]} dot>
        {row.status}
      </Badge>
    ),
  },
  {
    id: 'amount',
    header: 'Commission',
    cell: (row) => <Price amount={row.amount} currency="EUR" />,
    align: 'end',
    sortable: true,
  },
]

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Commission>,
  tags: ['autodocs'],
  args: { caption: 'Commissions', columns, rows, getRowId: (row: Commission) => row.id },
} satisfies Meta<typeof DataTable<Commission>>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<DataTableSort>({ columnId: 'date', direction: 'descending' })
    const sorted = [...args.rows].sort((a, b) => {
      const key = sort.columnId === 'amount' ? 'amount' : 'date'
      const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0
      return sort.direction === 'ascending' ? order : -order
    })
    return <DataTable {...args} rows={sorted} sort={sort} onSortChange={setSort} />
  },
}

export const Empty: Story = {
  args: { rows: [] },
}
