import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { ToastProvider, useToast } from './toast'
import { loadToastHost } from './toast-store'

const width = 300

function Trigger() {
  const toast = useToast()
  return (
    <button type="button" onClick={() => toast.info('Added to your cart')}>
      show
    </button>
  )
}

function advance(ms: number) {
  for (let left = ms; left > 0; left -= 50) {
    act(() => {
      vi.advanceTimersByTime(Math.min(50, left))
    })
  }
}

async function showToast(): Promise<HTMLElement> {
  await renderWithI18n(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'show' }))
  advance(300)
  const card = screen.getByText('Added to your cart').closest<HTMLElement>('[data-toast]')
  if (!card) throw new Error('toast card not found')
  vi.spyOn(card, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width, height: 64 }),
  )
  return card
}

function drag(card: HTMLElement, pointerType: 'mouse' | 'touch', distance: number) {
  const pointer = { pointerId: 7, pointerType, button: 0 }
  fireEvent.pointerDown(card, { ...pointer, clientX: 100 })
  fireEvent.pointerMove(card, { ...pointer, clientX: 100 + distance / 2 })
  fireEvent.pointerMove(card, { ...pointer, clientX: 100 + distance })
  fireEvent.pointerUp(card, { ...pointer, clientX: 100 + distance })
}

// The stack loads with the first toast; these tests time it once it is there.
beforeAll(async () => {
  await loadToastHost()
})

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe.each(['mouse', 'touch'] as const)('dragging a toast with a %s', (pointerType) => {
  it('snaps back when released before 60 % of its width (59 %)', async () => {
    const card = await showToast()
    drag(card, pointerType, 0.59 * width)
    expect(card.style.transform).toBe('translateX(0px)')
    advance(1000)
    expect(screen.getByText('Added to your cart')).toBeInTheDocument()
  })

  it('dismisses it past 60 % of its width (61 %), either way', async () => {
    const card = await showToast()
    drag(card, pointerType, -0.61 * width)
    advance(1000)
    expect(screen.queryByText('Added to your cart')).toBeNull()
  })

  it('follows the pointer while dragging', async () => {
    const card = await showToast()
    fireEvent.pointerDown(card, { pointerId: 3, pointerType, button: 0, clientX: 50 })
    fireEvent.pointerMove(card, { pointerId: 3, pointerType, clientX: 110 })
    expect(card.style.transform).toBe('translateX(60px)')
    expect(card).toHaveAttribute('data-dragging')
    fireEvent.pointerCancel(card, { pointerId: 3, pointerType })
    expect(card.style.transform).toBe('translateX(0px)')
  })
})

describe('the close button of a toast', () => {
  it('dismisses it without starting a drag', async () => {
    const card = await showToast()
    const close = screen.getByRole('button', { name: 'Dismiss notification' })
    fireEvent.pointerDown(close, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 10 })
    expect(card).not.toHaveAttribute('data-dragging')
    fireEvent.click(close)
    advance(1000)
    expect(screen.queryByText('Added to your cart')).toBeNull()
  })
})
