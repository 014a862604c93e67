import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { ToastProvider, useToast } from './toast'
import { loadToastHost } from './toast-store'

function Orders({ count }: { count: number }) {
  const toast = useToast()
  return (
    <button
      type="button"
      onClick={() => {
        for (let index = 1; index <= count; index += 1) {
          toast.group('orders', (orders) => (orders === 1 ? 'New order' : `${orders} new orders`))
        }
      }}
    >
      {`${String(count)} orders`}
    </button>
  )
}

/** Moves the clock in small steps, so timers set by effects in between run on time. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 50) {
    act(() => {
      vi.advanceTimersByTime(Math.min(50, left))
    })
  }
}

const toasts = () => screen.queryAllByRole('status').map((toast) => toast.textContent)

beforeAll(async () => {
  await loadToastHost()
})

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('grouped toasts', () => {
  it('count a burst in one toast, kept 5000 ms after the latest, then start again at one', async () => {
    await renderWithI18n(
      <ToastProvider>
        <Orders count={1} />
        <Orders count={24} />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: '1 orders' }))
    advance(100)
    expect(toasts()).toEqual([expect.stringContaining('New order')])
    advance(3000)
    fireEvent.click(screen.getByRole('button', { name: '24 orders' }))
    advance(100)
    expect(toasts()).toEqual([expect.stringContaining('25 new orders')])
    // 5000 ms from the latest order, not from the first.
    advance(4800)
    expect(toasts()).toEqual([expect.stringContaining('25 new orders')])
    advance(1200 + 1000)
    expect(toasts()).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: '1 orders' }))
    advance(100)
    expect(toasts()).toEqual([expect.stringContaining('New order')])
  })

  it('start again at one once their toast is closed by hand', async () => {
    await renderWithI18n(
      <ToastProvider>
        <Orders count={3} />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: '3 orders' }))
    advance(100)
    expect(toasts()).toEqual([expect.stringContaining('3 new orders')])
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    advance(1000)
    expect(toasts()).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: '3 orders' }))
    advance(100)
    expect(toasts()).toEqual([expect.stringContaining('3 new orders')])
  })
})
