import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test'

import { useEffect } from 'react'

import { Button } from '../button/button'
import { Layout } from '../layout/layout'
import { DemoAccount, DemoCart, DemoLanguageSwitcher, DemoNav } from '../testing/fixtures'
import { ToastProvider, useErrorToast, useToast } from './toast'

function ToastButtons() {
  const toast = useToast()
  const showError = useErrorToast()
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="secondary" onPress={() => toast.success('Added to your cart')}>
        Success
      </Button>
      <Button variant="secondary" onPress={() => toast.info('Your order has shipped')}>
        Information
      </Button>
      <Button variant="secondary" onPress={() => toast.error('This code has expired')}>
        Error
      </Button>
      <Button variant="danger" onPress={showError}>
        GraphQL error
      </Button>
      <Button
        variant="secondary"
        onPress={() =>
          toast.group('orders', (count) =>
            count === 1 ? 'New order' : `${String(count)} new orders`,
          )
        }
      >
        New order
      </Button>
    </div>
  )
}

/** Shows one toast of each kind when it mounts, so the stack can be reviewed at a glance. */
function ToastSamples() {
  const toast = useToast()
  useEffect(() => {
    toast.success('Added to your cart', { persist: true })
    toast.info('Your order has shipped', { persist: true })
    toast.error('This code has expired', { persist: true })
  }, [toast])
  return <ToastButtons />
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { children: <ToastButtons /> },
} satisfies Meta<typeof ToastProvider>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Stack: Story = {
  args: { children: <ToastSamples /> },
}

/** Any GraphQL error shows the same toast, in the active language, at the top right. */
export const GraphQLError: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'GraphQL error' }))
    const alert = await screen.findByRole('alert')
    await expect(alert).toHaveTextContent(
      globals.locale === 'fr' ? 'Une erreur est survenue' : 'An error occurred',
    )
  },
}

/** Events of one kind arriving together (orders, live) share one toast that counts them. */
export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'New order' })
    for (let order = 0; order < 3; order += 1) await userEvent.click(button)
    await expect(await screen.findByText('3 new orders')).toBeVisible()
    await expect(screen.queryByText('New order', { selector: '[data-toast] *' })).toBeNull()
  },
}

/** Swiping a toast sideways past 60 % of its width dismisses it (mouse, pen or finger). */
export const DismissByDragging: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }))
    const message = await screen.findByText('Added to your cart')
    const card = message.closest<HTMLElement>('[data-toast]')!
    if (card.getBoundingClientRect().width === 0) {
      // Test DOMs without layout give the card a phone-sized width.
      card.getBoundingClientRect = () => DOMRect.fromRect({ width: 320, height: 64 })
    }
    const { width } = card.getBoundingClientRect()
    const pointer = { pointerId: 11, pointerType: 'touch', isPrimary: true, button: 0 }
    fireEvent.pointerDown(card, { ...pointer, clientX: 40, clientY: 20 })
    for (const share of [0.2, 0.4, 0.6, 0.8]) {
      fireEvent.pointerMove(card, { ...pointer, clientX: 40 + share * width, clientY: 22 })
    }
    fireEvent.pointerUp(card, { ...pointer, clientX: 40 + 0.8 * width, clientY: 22 })
    await waitFor(() => expect(screen.queryByText('Added to your cart')).toBeNull(), {
      timeout: 3000,
    })
  },
}

/** The first-visit notice, shown when the page opens, as the apps do. */
function OfflineNotice() {
  const toast = useToast()
  useEffect(() => {
    toast.info('Ready to work offline.', { persist: true })
  }, [toast])
  return null
}

/**
 * On a phone the stack opens below the header, so the menu, the account and the cart stay
 * within reach while a toast is shown.
 */
export const BelowTheHeader: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: {
    children: (
      <Layout
        nav={<DemoNav />}
        languageSwitcher={<DemoLanguageSwitcher />}
        account={<DemoAccount />}
        cart={<DemoCart />}
      >
        <OfflineNotice />
        <p>Linen, stoneware and soaps from small French workshops, chosen one by one.</p>
      </Layout>
    ),
  },
  play: async ({ canvasElement }) => {
    await screen.findByText('Ready to work offline.')
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toBeVisible()
  },
}
