import type { Meta, StoryObj } from '@storybook/react-vite'

import { Link } from './link'

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#faq', children: 'Delivery and returns' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone', 'quiet'] } },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const InRunningText: Story = {
  render: (args) => (
    <p style={{ maxWidth: '38rem' }}>
      Orders ship within two working days. Read our <Link {...args} /> before you buy, or{' '}
      <Link href="#contact" variant="quiet">
        write to us
      </Link>
      .{' '}
      <Link href="#shop" variant="standalone">
        Discover the collection
      </Link>
    </p>
  ),
}
