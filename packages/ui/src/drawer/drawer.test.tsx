import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { Button } from '../button/button'
import { renderWithI18n } from '../testing/i18n'
import { Drawer } from './drawer'

function Controlled() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        onPress={() => {
          setOpen(true)
        }}
      >
        Open cart
      </Button>
      <Drawer
        title="Panier"
        isOpen={open}
        onOpenChange={setOpen}
        footer={<Button>Commander</Button>}
      >
        <a href="#line">Chemise en lin</a>
      </Drawer>
    </>
  )
}

describe('Drawer', () => {
  it('opens from its trigger, names itself by its title and closes with the close button', async () => {
    const user = userEvent.setup()
    await renderWithI18n(
      <Drawer title="Your cart" trigger={<Button>Cart</Button>}>
        <p>Empty</p>
      </Drawer>,
    )
    await user.click(screen.getByRole('button', { name: 'Cart' }))
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' })
    expect(drawer).toHaveTextContent('Empty')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveFocus()
  })

  it('keeps focus inside while open, in French, when controlled', async () => {
    const user = userEvent.setup()
    await renderWithI18n(<Controlled />, 'fr')
    await user.click(screen.getByRole('button', { name: 'Open cart' }))
    const drawer = await screen.findByRole('dialog', { name: 'Panier' })
    const visited = new Set<string>()
    for (let step = 0; step < 6; step += 1) {
      await user.tab()
      expect(drawer).toContainElement(document.activeElement as HTMLElement)
      const focused = document.activeElement
      visited.add(focused?.getAttribute('aria-label') ?? focused?.textContent ?? '')
    }
    expect([...visited].sort()).toEqual(['Chemise en lin', 'Commander', 'Fermer'])
    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })
})
