import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  createInstallPrompt,
  installDismissedKey,
  useInstallPrompt,
  type InstallPrompt,
} from './install-prompt'

const created: InstallPrompt[] = []

function offer(): InstallPrompt {
  const installPrompt = createInstallPrompt()
  created.push(installPrompt)
  return installPrompt
}

function beforeInstallPrompt(outcome: 'accepted' | 'dismissed') {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  })
}

afterEach(() => {
  for (const installPrompt of created.splice(0)) installPrompt.dispose()
  localStorage.clear()
})

describe('createInstallPrompt', () => {
  it('captures beforeinstallprompt and keeps the browser banner away', () => {
    const installPrompt = offer()
    expect(installPrompt.canPrompt()).toBe(false)
    const event = beforeInstallPrompt('accepted')
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(installPrompt.canPrompt()).toBe(true)
  })

  it('shows the dialog and reports an acceptance', async () => {
    const installPrompt = offer()
    const event = beforeInstallPrompt('accepted')
    window.dispatchEvent(event)
    await expect(installPrompt.prompt()).resolves.toBe('accepted')
    expect(event.prompt).toHaveBeenCalledOnce()
    expect(installPrompt.canPrompt()).toBe(false)
    expect(localStorage.getItem(installDismissedKey)).toBeNull()
  })

  it('remembers a dismissal and never offers again, even on the next visit', async () => {
    const installPrompt = offer()
    window.dispatchEvent(beforeInstallPrompt('dismissed'))
    await expect(installPrompt.prompt()).resolves.toBe('dismissed')
    expect(localStorage.getItem(installDismissedKey)).not.toBeNull()

    window.dispatchEvent(beforeInstallPrompt('accepted'))
    expect(installPrompt.canPrompt()).toBe(false)
    await expect(installPrompt.prompt()).resolves.toBe('unavailable')

    const nextVisit = offer()
    window.dispatchEvent(beforeInstallPrompt('accepted'))
    expect(nextVisit.canPrompt()).toBe(false)
  })

  it("remembers a dismissal from the app's own notice", () => {
    const installPrompt = offer()
    window.dispatchEvent(beforeInstallPrompt('accepted'))
    installPrompt.dismiss()
    expect(installPrompt.canPrompt()).toBe(false)
    expect(localStorage.getItem('comptoir:install-dismissed')).not.toBeNull()
  })

  it('has nothing to show before the browser offers, or once installed', async () => {
    const installPrompt = offer()
    await expect(installPrompt.prompt()).resolves.toBe('unavailable')
    window.dispatchEvent(beforeInstallPrompt('accepted'))
    window.dispatchEvent(new Event('appinstalled'))
    expect(installPrompt.canPrompt()).toBe(false)
  })
})

describe('useInstallPrompt', () => {
  it('follows the offer and its dismissal', async () => {
    const installPrompt = offer()
    const { result } = renderHook(() => useInstallPrompt(installPrompt))
    expect(result.current.canPrompt).toBe(false)
    act(() => {
      window.dispatchEvent(beforeInstallPrompt('dismissed'))
    })
    expect(result.current.canPrompt).toBe(true)
    await act(async () => {
      await result.current.prompt()
    })
    expect(result.current.canPrompt).toBe(false)
  })
})
