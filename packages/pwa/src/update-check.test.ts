import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  isSlowConnection,
  manifestPrefetchDelayMs,
  startUpdateCheck,
  updateCheckIntervalMs,
  useUpdateCheck,
  type UpdateCheck,
} from './update-check'

type FetchMock = ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>

function respondWith(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as unknown as Response)
}

let fetchMock: FetchMock
let idleCallbacks: (() => void)[]
let running: UpdateCheck | undefined

function latestCalls(): number {
  return fetchMock.mock.calls.filter(([url]) => url === '/builds/latest.json').length
}
function metaCalls(): number {
  return fetchMock.mock.calls.filter(([url]) => url.startsWith('/builds/meta/')).length
}
async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
}
function runIdle(): void {
  for (const callback of idleCallbacks.splice(0)) callback()
}
function setConnection(connection: object | undefined): void {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })
}

/** Serves `latest` as builds/latest.json; the running build b1 keeps its manifest. */
function deploy(latest: object): void {
  fetchMock.mockImplementation((url: string) =>
    url.startsWith('/builds/meta/')
      ? respondWith({ id: 'b1', timestamp: 1, assets: ['index.html'] })
      : respondWith(latest),
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  fetchMock = vi.fn<(url: string) => Promise<Response>>()
  deploy({ id: 'b1', timestamp: 1 })
  vi.stubGlobal('fetch', fetchMock)
  idleCallbacks = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
  vi.stubGlobal('cancelIdleCallback', vi.fn())
})

afterEach(() => {
  running?.stop()
  running = undefined
  setConnection(undefined)
  vi.useRealTimers()
})

describe('startUpdateCheck', () => {
  it('checks latest.json first when the browser is idle, not before', async () => {
    running = startUpdateCheck({ buildId: 'b1', base: '/' })
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000)
    expect(latestCalls()).toBe(0)
    runIdle()
    await flush()
    expect(latestCalls()).toBe(1)
  })

  it('then checks every 60 minutes', async () => {
    running = startUpdateCheck({ buildId: 'b1', base: '/' })
    runIdle()
    await vi.advanceTimersByTimeAsync(updateCheckIntervalMs - 1)
    expect(updateCheckIntervalMs).toBe(3_600_000)
    expect(latestCalls()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(latestCalls()).toBe(2)
    await vi.advanceTimersByTimeAsync(updateCheckIntervalMs)
    expect(latestCalls()).toBe(3)
  })

  it('falls back to a timeout when requestIdleCallback is missing', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    running = startUpdateCheck({ buildId: 'b1', base: '/' })
    expect(latestCalls()).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(latestCalls()).toBe(1)
  })

  it('prefetches the running build manifest 1 second after start', async () => {
    const onManifest = vi.fn()
    running = startUpdateCheck({ buildId: 'b1', base: '/', onManifest })
    await vi.advanceTimersByTimeAsync(manifestPrefetchDelayMs - 1)
    expect(metaCalls()).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledWith('/builds/meta/b1.json', expect.anything())
    expect(onManifest).toHaveBeenCalledWith({ id: 'b1', timestamp: 1, assets: ['index.html'] })
  })

  it.each([
    ['save-data', { saveData: true, effectiveType: '4g' }],
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
  ])('skips the prefetch on a very slow connection (%s)', async (_name, connection) => {
    setConnection(connection)
    running = startUpdateCheck({ buildId: 'b1', base: '/' })
    await vi.advanceTimersByTimeAsync(5000)
    expect(metaCalls()).toBe(0)
  })

  it('still prefetches on 3g', async () => {
    setConnection({ effectiveType: '3g', saveData: false })
    expect(isSlowConnection()).toBe(false)
    running = startUpdateCheck({ buildId: 'b1', base: '/' })
    await vi.advanceTimersByTimeAsync(manifestPrefetchDelayMs)
    expect(metaCalls()).toBe(1)
  })

  it('announces a deployed build with another id, once', async () => {
    deploy({ id: 'b2', timestamp: 2 })
    const onUpdate = vi.fn()
    running = startUpdateCheck({ buildId: 'b1', base: '/', onUpdate })
    runIdle()
    await flush()
    expect(onUpdate).toHaveBeenCalledWith({ id: 'b2', timestamp: 2 })
    await vi.advanceTimersByTimeAsync(updateCheckIntervalMs)
    expect(onUpdate).toHaveBeenCalledOnce()
  })

  it('stays quiet while the running build is the latest', async () => {
    const onUpdate = vi.fn()
    running = startUpdateCheck({ buildId: 'b1', base: '/', onUpdate })
    runIdle()
    await vi.advanceTimersByTimeAsync(updateCheckIntervalMs)
    expect(latestCalls()).toBe(2)
    expect(onUpdate).not.toHaveBeenCalled()
  })

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', () => respondWith({}, 503)],
    ['a malformed payload', () => respondWith({ version: 3 })],
    [
      'unreadable JSON',
      () =>
        Promise.resolve({
          ok: true,
          status: 200,
          json: () => Promise.reject(new SyntaxError('Unexpected token <')),
        } as unknown as Response),
    ],
  ])('only warns on %s', async (_name, failure) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    fetchMock.mockImplementation(failure)
    const onUpdate = vi.fn()
    running = startUpdateCheck({ buildId: 'b1', base: '/', onUpdate })
    runIdle()
    await vi.advanceTimersByTimeAsync(manifestPrefetchDelayMs)
    await expect(running.check()).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(3)
    expect(warn).toHaveBeenCalledWith('Could not load /builds/latest.json', expect.anything())
    expect(onUpdate).not.toHaveBeenCalled()
  })

  it('does nothing without a build id (development)', async () => {
    running = startUpdateCheck({ buildId: undefined })
    runIdle()
    await vi.advanceTimersByTimeAsync(updateCheckIntervalMs)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('stops every timer', async () => {
    running = startUpdateCheck({ buildId: 'b1', base: '/' })
    running.stop()
    await vi.advanceTimersByTimeAsync(2 * updateCheckIntervalMs)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('useUpdateCheck', () => {
  it('reports updateAvailable once a newer build is deployed', async () => {
    deploy({ id: 'b2', timestamp: 2 })
    const { result, unmount } = renderHook(() => useUpdateCheck({ buildId: 'b1', base: '/' }))
    expect(result.current.updateAvailable).toBe(false)
    await act(async () => {
      runIdle()
      await vi.advanceTimersByTimeAsync(manifestPrefetchDelayMs)
    })
    expect(result.current.updateAvailable).toBe(true)
    expect(result.current.latest).toEqual({ id: 'b2', timestamp: 2 })
    expect(result.current.manifest).toEqual({ id: 'b1', timestamp: 1, assets: ['index.html'] })
    unmount()
  })
})
