import { afterEach, describe, expect, it, vi } from 'vitest'

import { pageLoaded, pageModulesAttribute, preloadPageModules } from './deferred-start'

function list(files: unknown) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.setAttribute(pageModulesAttribute, '')
  script.textContent = JSON.stringify(files)
  document.body.append(script)
}

/** A window whose load state the test drives. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget()
  return Object.assign(target, {
    document: { readyState },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => {
      clearTimeout(id)
    },
  }) as unknown as Window
}

afterEach(() => {
  vi.useRealTimers()
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => {
    link.remove()
  })
  document.body.replaceChildren()
})

describe('pageLoaded', () => {
  it('waits for the load event, then one task', async () => {
    vi.useFakeTimers()
    const target = fakeWindow('interactive')
    let done = false
    void pageLoaded(target, 2500).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(1000)
    expect(done).toBe(false)
    target.dispatchEvent(new Event('load'))
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it('goes on after its limit when the page is still loading', async () => {
    vi.useFakeTimers()
    let done = false
    void pageLoaded(fakeWindow('interactive'), 2500).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(2499)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('goes on at once (one task later) when the page has already loaded', async () => {
    vi.useFakeTimers()
    let done = false
    void pageLoaded(fakeWindow('complete'), 2500).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })
})

describe('preloadPageModules', () => {
  it('preloads every listed module once, in order', () => {
    list(['/assets/client-1.js', '/assets/shell-1.js'])
    list(['/assets/routes-1.js', '/assets/shell-1.js'])
    expect(preloadPageModules(document)).toBe(3)
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/client-1.js',
      '/assets/shell-1.js',
      '/assets/routes-1.js',
    ])
  })

  it('ignores what is not a list of addresses, and a page without lists', () => {
    expect(preloadPageModules(document)).toBe(0)
    list({ file: '/assets/x.js' })
    list([42, '/assets/routes-1.js'])
    expect(preloadPageModules(document)).toBe(1)
  })
})
