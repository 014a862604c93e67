import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '../button/button'
import { Dialog } from './dialog'

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Remove this item?',
    trigger: <Button variant="secondary">Remove</Button>,
    role: 'alertdialog',
    isDismissable: false,
    children: 'The linen shirt will be taken out of your cart.',
    footer: (close: () => void) => (
      <>
        <Button variant="ghost" onPress={close}>
          Keep it
        </Button>
        <Button variant="danger" onPress={close}>
          Remove
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this item?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}
