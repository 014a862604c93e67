import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { BagIcon, CloseIcon, MenuIcon } from '../internal/icons'
import { IconButton } from './icon-button'

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Open the menu', children: <MenuIcon />, onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['ghost', 'outline', 'solid'] } },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the menu' }))
    await expect(args.onPress).toHaveBeenCalled()
  },
}

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} label="Menu" />
      <IconButton {...args} label="Cart" variant="outline">
        <BagIcon />
      </IconButton>
      <IconButton {...args} label="Close" variant="solid">
        <CloseIcon />
      </IconButton>
    </div>
  ),
}
