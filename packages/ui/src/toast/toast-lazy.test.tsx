import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import type { Toaster } from './toast'

describe('ToastProvider loading', () => {
  it('loads the toast stack with the first toast only, and shows the toasts asked for meanwhile in order', async () => {
    // A fresh copy of the toast modules: the suite shares modules between files.
    vi.resetModules()
    const { ToastProvider, useToast } = await import('./toast')
    const { loadedToastHost } = await import('./toast-store')
    let toaster: Toaster | undefined
    function Capture() {
      toaster = useToast()
      return null
    }
    await renderWithI18n(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    )
    // A page that shows no toast never loads the stack.
    expect(loadedToastHost()).toBeNull()
    expect(document.querySelector('[data-toast]')).toBeNull()

    act(() => {
      toaster?.success('Saved')
      toaster?.error('Refused')
      const dropped = toaster?.info('Never shown')
      toaster?.dismiss(dropped)
    })
    const saved = await screen.findByText('Saved')
    expect(loadedToastHost()).not.toBeNull()
    expect(
      [...document.querySelectorAll('[data-toast]')].map((toast) => toast.textContent),
    ).toEqual([expect.stringContaining('Saved'), expect.stringContaining('Refused')])
    expect(saved).toBeVisible()
    expect(screen.queryByText('Never shown')).toBeNull()
  })
})
