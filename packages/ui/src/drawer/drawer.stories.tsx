import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '../button/button'
import { Price } from '../price/price'
import { QuantityStepper } from '../quantity-stepper/quantity-stepper'
import { Drawer } from './drawer'

function CartLine({ name, amount }: { name: string; amount: number }) {
  const [quantity, setQuantity] = useState(1)
  return (
    <li
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 12,
        padding: '12px 0',
      }}
    >
      <span>
        {name}
        <br />
        <Price amount={amount * quantity} currency="EUR" size="sm" />
      </span>
      <QuantityStepper value={quantity} onChange={setQuantity} label={`Quantity, ${name}`} />
    </li>
  )
}

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: {
    title: 'Your cart',
    trigger: <Button variant="secondary">Cart (2)</Button>,
    children: (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <CartLine name="Linen shirt" amount={8900} />
        <CartLine name="Savon de Marseille" amount={650} />
      </ul>
    ),
    footer: (close: () => void) => (
      <>
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          <span>Subtotal</span>
          <Price amount={9550} currency="EUR" />
        </div>
        <Button fullWidth onPress={close}>
          Checkout
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Drawer>

export default meta
type Story = StoryObj<typeof meta>

export const CartDrawer: Story = {}

export const OpenCart: Story = {
  args: { defaultOpen: true },
}

/** Tab and Shift+Tab never leave the open drawer; Escape closes it and focus returns to the cart button. */
export const TrapsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cart (2)' })
    await userEvent.click(trigger)
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' })
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement))
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab()
      await expect(drawer).toContainElement(document.activeElement as HTMLElement)
    }
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab({ shift: true })
      await expect(drawer).toContainElement(document.activeElement as HTMLElement)
    }
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const FromTheLeft: Story = {
  args: {
    side: 'left',
    title: 'Menu',
    trigger: <Button variant="ghost">Menu</Button>,
    footer: undefined,
    children: <nav>Shop · FAQ · Account</nav>,
  },
}
