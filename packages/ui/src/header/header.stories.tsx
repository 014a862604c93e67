import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { DemoAccount, DemoCart, DemoLanguageSwitcher, DemoNav } from '../testing/fixtures'
import { Header } from './header'

const meta = {
  title: 'UI/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '#home',
    nav: <DemoNav />,
    languageSwitcher: <DemoLanguageSwitcher />,
    account: <DemoAccount />,
    cart: <DemoCart />,
  },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const home = globals.locale === 'fr' ? 'Comptoir, Accueil' : 'Comptoir, Home'
    await expect(within(canvasElement).getByRole('link', { name: home })).toHaveAttribute(
      'href',
      '#home',
    )
  },
}

export const WithoutNavigation: Story = {
  args: { nav: undefined },
}
