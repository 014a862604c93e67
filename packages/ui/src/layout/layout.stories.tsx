import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { DemoAccount, DemoCart, DemoLanguageSwitcher, DemoNav } from '../testing/fixtures'
import { Layout } from './layout'

const meta = {
  title: 'UI/Layout',
  component: Layout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    nav: <DemoNav />,
    languageSwitcher: <DemoLanguageSwitcher />,
    account: <DemoAccount />,
    cart: <DemoCart />,
    children: (
      <>
        <h1
          style={{
            fontFamily: 'var(--font-display)',
            fontWeight: 400,
            fontSize: 'var(--text-4xl)',
            margin: 0,
          }}
        >
          The spring collection
        </h1>
        <p style={{ maxWidth: '38rem', color: 'var(--color-ink-muted)' }}>
          Linen, stoneware and soaps from small French workshops, chosen one by one.
        </p>
      </>
    ),
  },
} satisfies Meta<typeof Layout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    const skip = within(canvasElement).getAllByRole('link')[0]!
    await expect(skip).toHaveFocus()
    await expect(skip).toHaveAttribute('href', '#main')
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('id', 'main')
  },
}
