import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { Button } from '../button/button'
import { renderWithI18n } from '../testing/i18n'
import { Menu } from './menu'

const items = [
  { id: 'orders', label: 'Orders' },
  { id: 'settings', label: 'Settings', disabled: true },
  { id: 'logout', label: 'Sign out', separator: true },
]

describe('Menu', () => {
  it('opens from its button and reports the chosen entry', async () => {
    const onAction = vi.fn()
    const user = userEvent.setup()
    await renderWithI18n(
      <Menu trigger={<Button>Account</Button>} onAction={onAction} items={items} />,
    )
    await user.click(screen.getByRole('button', { name: 'Account' }))
    const menu = await screen.findByRole('menu', { name: 'Account' })
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Orders', 'Settings', 'Sign out'])
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(within(menu).getByRole('separator')).toBeInTheDocument()
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }))
    expect(onAction).toHaveBeenCalledWith('logout')
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull()
    })
  })

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup()
    await renderWithI18n(<Menu trigger={<Button>Account</Button>} items={items} />)
    const trigger = screen.getByRole('button', { name: 'Account' })
    await user.click(trigger)
    await screen.findByRole('menu')
    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull()
    })
    expect(trigger).toHaveFocus()
  })
})
