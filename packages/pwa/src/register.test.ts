import { act, renderHook } from '@testing-library/react'
import type { RegisterSWOptions } from 'vite-plugin-pwa/types'
import { describe, expect, it, vi } from 'vitest'

import { createServiceWorker, getServiceWorker, useServiceWorker } from './register'

const registered = vi.hoisted(() => ({ options: [] as unknown[] }))

vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: unknown) => {
    registered.options.push(options)
    return () => Promise.resolve()
  },
}))

function fakeRegistration() {
  let options: RegisterSWOptions = {}
  const updateSW = vi.fn((_reload?: boolean) => Promise.resolve())
  const register = vi.fn((given: RegisterSWOptions) => {
    options = given
    return updateSW
  })
  return { register, updateSW, options: () => options }
}

describe('createServiceWorker', () => {
  it('registers at once and starts with nothing to announce', () => {
    const fake = fakeRegistration()
    const worker = createServiceWorker(fake.register)
    expect(fake.register).toHaveBeenCalledOnce()
    expect(fake.options().immediate).toBe(true)
    expect(worker.getState()).toEqual({
      offlineReady: false,
      needRefresh: false,
      registrationError: false,
    })
  })

  it('reports offline-ready, then needs-refresh, and reloads into the new version', async () => {
    const fake = fakeRegistration()
    const worker = createServiceWorker(fake.register)
    const onChange = vi.fn()
    worker.subscribe(onChange)
    fake.options().onOfflineReady?.()
    expect(worker.getState().offlineReady).toBe(true)
    fake.options().onNeedRefresh?.()
    expect(worker.getState().needRefresh).toBe(true)
    expect(onChange).toHaveBeenCalledTimes(2)
    await worker.updateServiceWorker()
    expect(fake.updateSW).toHaveBeenCalledWith(true)
    worker.dismiss()
    expect(worker.getState()).toMatchObject({ offlineReady: false, needRefresh: false })
  })

  it('sets the registration-error flag when registration fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fake = fakeRegistration()
    const worker = createServiceWorker(fake.register)
    fake.options().onRegisterError?.(new Error('SecurityError'))
    expect(worker.getState().registrationError).toBe(true)
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('getServiceWorker', () => {
  it('registers through vite-plugin-pwa once for the whole app', () => {
    expect(getServiceWorker()).toBe(getServiceWorker())
    expect(registered.options).toHaveLength(1)
    expect(registered.options[0]).toMatchObject({ immediate: true })
  })
})

describe('useServiceWorker', () => {
  it('re-renders with the registration error flag', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fake = fakeRegistration()
    const worker = createServiceWorker(fake.register)
    const { result } = renderHook(() => useServiceWorker(worker))
    expect(result.current.registrationError).toBe(false)
    act(() => {
      fake.options().onRegisterError?.(new Error('blocked'))
    })
    expect(result.current.registrationError).toBe(true)
  })

  it('re-renders with needRefresh and offers the update', async () => {
    const fake = fakeRegistration()
    const worker = createServiceWorker(fake.register)
    const { result } = renderHook(() => useServiceWorker(worker))
    act(() => {
      fake.options().onNeedRefresh?.()
    })
    expect(result.current.needRefresh).toBe(true)
    await result.current.updateServiceWorker()
    expect(fake.updateSW).toHaveBeenCalledOnce()
  })
})
