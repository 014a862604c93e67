import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'

import { DemoAccount, DemoCart, DemoLanguageSwitcher, DemoNav } from '../testing/fixtures'
import { DemoAccountControls, DemoDrawerExtras, DemoPortalNav } from '../testing/portal-fixtures'
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

const portal = {
  brand: 'Comptoir Ambassadors',
  nav: <DemoPortalNav />,
  account: <DemoAccountControls />,
  cart: undefined,
  drawerExtras: <DemoDrawerExtras onSignOut={fn()} />,
} satisfies Partial<Story['args']>

/** The portal's frame: five destinations, the bell, the account menu, extras in the drawer. */
export const Portal: Story = {
  args: portal,
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
}

/**
 * The portal on a phone: the bell and the account stay in the bar; the menu drawer lists every
 * destination one per row, then the account entries and the language.
 */
export const PortalOnPhone: Story = {
  args: portal,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: /^(Account|Compte)$/ })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: /^(Open the menu|Ouvrir le menu)$/ }))
    const drawer = await screen.findByRole('dialog')
    const links = within(drawer).getAllByRole('link')
    await expect(links).toHaveLength(6)
    // The drawer slides in: its last entry shows once the movement ends.
    await waitFor(() =>
      expect(
        within(drawer).getByRole('button', { name: /^(Sign out|Se déconnecter)$/ }),
      ).toBeVisible(),
    )
    await userEvent.click(links[1]!)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

/** The narrowest phone: the brand wraps, the controls keep their room. */
export const PortalOnSmallPhone: Story = {
  args: portal,
  globals: { viewport: { value: 'phone320', isRotated: false } },
}

/** The shop on a phone: menu, brand, sign-in link and cart. */
export const ShopOnPhone: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
}
