import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'

import { renderWithI18n } from '../testing/i18n'
import { ToastProvider, showGraphQLErrorToast, useErrorToast, useToast } from './toast'
import { loadToastHost } from './toast-store'

function Trigger({ count = 1 }: { count?: number }) {
  const toast = useToast()
  const showError = useErrorToast()
  return (
    <>
      <button
        type="button"
        onClick={() => {
          for (let index = 1; index <= count; index += 1) toast.success(`Saved ${index}`)
        }}
      >
        show
      </button>
      <button type="button" onClick={showError}>
        fail
      </button>
    </>
  )
}

/** Exit of a toast after its timer: slide out, then collapse (notistack's transitions). */
const exitDuration = 1000

/** Moves the clock in small steps, so timers set by effects in between run on time. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 50) {
    act(() => {
      vi.advanceTimersByTime(Math.min(50, left))
    })
  }
}

/** The sliding root of a toast: `transform: none` while shown, a translation once leaving. */
function slideOf(text: string) {
  return screen.getByText(text).closest<HTMLElement>('[role="status"], [role="alert"]')?.style
    .transform
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

describe('ToastProvider', () => {
  it('hides a toast 5000 ms after it appears', async () => {
    await renderWithI18n(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'show' }))
    advance(4999)
    expect(slideOf('Saved 1')).toBe('none')
    advance(1)
    expect(slideOf('Saved 1')).toMatch(/^translateX/)
    advance(exitDuration)
    expect(screen.queryByText('Saved 1')).toBeNull()
  })

  it('shows at most 20 toasts, the oldest leaving first', async () => {
    await renderWithI18n(
      <ToastProvider>
        <Trigger count={25} />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'show' }))
    const shown = () => screen.getAllByText(/^Saved \d+$/).map((toast) => toast.textContent)
    advance(100)
    // Twenty on screen, the last five waiting.
    expect(shown()).toEqual(Array.from({ length: 20 }, (_, index) => `Saved ${index + 1}`))
    // The waiting ones come in as the oldest leave, one after the other.
    for (let elapsed = 100; elapsed < 4900 && !shown().includes('Saved 25'); elapsed += 100) {
      advance(100)
    }
    expect(shown()).toContain('Saved 25')
    for (const gone of ['Saved 1', 'Saved 2', 'Saved 3', 'Saved 4', 'Saved 5']) {
      expect(shown()).not.toContain(gone)
    }
  })

  it.each([
    ['en', 'An error occurred'],
    ['fr', 'Une erreur est survenue'],
  ] as const)('shows the GraphQL error toast in %s, at the top right', async (locale, text) => {
    await renderWithI18n(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
      locale,
    )
    fireEvent.click(screen.getByRole('button', { name: 'fail' }))
    advance(10)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(text)
    expect(alert.closest('.topRight')).not.toBeNull()
  })

  it('shows the error toast from outside React, once for a burst of errors', async () => {
    const { i18n } = await renderWithI18n(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
      'fr',
    )
    act(() => {
      showGraphQLErrorToast(i18n)
      showGraphQLErrorToast(i18n)
    })
    advance(10)
    expect(screen.getAllByText('Une erreur est survenue')).toHaveLength(1)
  })
})
