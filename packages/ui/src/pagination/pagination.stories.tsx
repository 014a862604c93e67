import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'

import { Pagination } from './pagination'

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 6, pageCount: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page)
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next)
          args.onPageChange?.(next)
        }}
      />
    )
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const next = canvas.getAllByRole('button').at(-1)!
    await userEvent.click(next)
    await expect(args.onPageChange).toHaveBeenCalledWith(7)
  },
}

export const Links: Story = {
  args: {
    page: 1,
    pageCount: 4,
    onPageChange: undefined,
    getPageHref: (page: number) => `#page-${page}`,
  },
}

export const Cursor: Story = {
  args: { page: 2, pageCount: undefined, hasNextPage: true },
}
