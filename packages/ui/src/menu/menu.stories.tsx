import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '../button/button'
import { Menu } from './menu'

const meta = {
  title: 'UI/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: {
    trigger: <Button variant="ghost">Jeanne</Button>,
    onAction: fn(),
    items: [
      { id: 'orders', label: 'My orders' },
      { id: 'settings', label: 'Settings' },
      { id: 'logout', label: 'Sign out', separator: true, danger: true },
    ],
  },
} satisfies Meta<typeof Menu>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Jeanne' }))
    const menu = await screen.findByRole('menu', { name: 'Jeanne' })
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }))
    await expect(args.onAction).toHaveBeenCalledWith('settings')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  },
}
