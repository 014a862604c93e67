import type { BrowserContext, ConsoleMessage, Page, Request, Response } from '@playwright/test'

/** A response or console line the page under check is expected to produce. */
export interface Expected {
  /** The HTTP status of a response to this exact address (the intentional 404 page). */
  status: number
  url: string
}

/**
 * Listens to a browser context (its pages and service workers) and collects what went wrong
 * while a page is under check: console errors, uncaught errors, HTTP errors (4xx/5xx) and
 * requests that failed. Between two checks nothing is recorded.
 */
export class PageWatch {
  private problems: string[] | undefined
  private expected: Expected[] = []
  /** Counts the pages checked; a request is stamped with the page whose document sent it. */
  private visit = 0
  private committed = false
  private readonly sentBy = new WeakMap<Request, number>()
  /** GraphQL operations the page cut off itself (the client re-sends one it restarts). */
  private aborted = new Map<string, string>()
  /** GraphQL operations answered in this check. */
  private answered = new Set<string>()

  constructor(context: BrowserContext) {
    context.on('request', (request) => {
      this.sentBy.set(request, this.committed ? this.visit : this.visit - 1)
    })
    context.on('page', (page) => {
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) this.committed = true
      })
    })
    context.on('console', (message) => {
      this.onConsole(message)
    })
    context.on('weberror', (error) => {
      this.record(`uncaught error: ${error.error().message}`)
    })
    context.on('response', (response) => {
      this.onResponse(response)
    })
    context.on('requestfailed', (request) => {
      this.onFailure(request)
    })
  }

  /**
   * Starts recording for the next page, before going to it; `expected` lists the answers it may
   * rightly give.
   */
  begin(expected: Expected[] = []): void {
    this.visit += 1
    this.committed = false
    this.problems = []
    this.expected = expected
    this.aborted = new Map()
    this.answered = new Set()
  }

  /** Stops recording and returns what went wrong since {@link begin}. */
  end(): string[] {
    // An operation cut off then answered was restarted by its client: the user saw its answer.
    for (const [operation, problem] of this.aborted) {
      if (!this.answered.has(operation)) this.record(problem)
    }
    const problems = this.problems ?? []
    this.problems = undefined
    this.expected = []
    return problems
  }

  private record(problem: string) {
    this.problems?.push(problem)
  }

  private isExpected(status: number, url: string) {
    return this.expected.some((answer) => answer.status === status && answer.url === url)
  }

  private onConsole(message: ConsoleMessage) {
    if (message.type() !== 'error') return
    const { url } = message.location()
    const status = /the server responded with a status of (\d+)/.exec(message.text())?.[1]
    // Chromium also logs the expected answer of the intentional 404 page as an error.
    if (status !== undefined && this.isExpected(Number(status), url)) return
    this.record(`console error: ${message.text()}${url ? ` (${url})` : ''}`)
  }

  private onResponse(response: Response) {
    const status = response.status()
    const answered = operationOf(response.request())
    if (answered && status < 400) this.answered.add(answered)
    if (status < 400 || this.isExpected(status, response.url())) return
    const request = response.request()
    const from = response.fromServiceWorker() ? ' (from the offline worker)' : ''
    this.record(`HTTP ${String(status)} for ${request.method()} ${response.url()}${from}`)
  }

  private onFailure(request: Request) {
    const failure = request.failure()?.errorText ?? 'failed'
    // A request of the page left behind, cut off as the browser unloads it for the next one.
    const sentBy = this.sentBy.get(request) ?? this.visit
    if (failure === 'net::ERR_ABORTED' && sentBy < this.visit) return
    const operation = operationOf(request)
    const what = operation ? ` (${operation})` : ''
    const problem = `request failed (${failure}): ${request.method()} ${request.url()}${what}`
    if (failure === 'net::ERR_ABORTED' && operation) this.aborted.set(operation, problem)
    else this.record(problem)
  }
}

function operationOf(request: Request): string | undefined {
  return /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1]
}

/** How far the page scrolls sideways, and its widest element sticking out of the viewport. */
export interface Overflow {
  excess: number
  widest: string
}

/**
 * The page's horizontal overflow: `scrollWidth - clientWidth` of the document, and the element
 * reaching furthest right (a selector path), when the page scrolls sideways by more than 1 px.
 */
export async function horizontalOverflow(page: Page): Promise<Overflow | undefined> {
  return page.evaluate(() => {
    const root = document.documentElement
    const excess = root.scrollWidth - root.clientWidth
    if (excess <= 1) return undefined
    const describe = (element: Element) => {
      const parts: string[] = []
      for (
        let node: Element | null = element;
        node && parts.length < 4;
        node = node.parentElement
      ) {
        const id = node.id ? `#${node.id}` : ''
        const classes = [...node.classList]
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('')
        parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`)
        if (node.id) break
      }
      return parts.join(' > ')
    }
    // Fixed layers and the content of clipping or scrolling boxes do not widen the page.
    const widensPage = (element: Element) => {
      for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.position === 'fixed') return false
        if (node !== element && style.overflowX !== 'visible') {
          return node.getBoundingClientRect().right > root.clientWidth + 1
        }
      }
      return true
    }
    let widest: Element | undefined
    let reach = root.clientWidth + 1
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.right <= reach || !widensPage(element)) continue
      widest = element
      reach = box.right
    }
    const text = widest ? widest.textContent.replace(/\s+/g, ' ').trim().slice(0, 40) : ''
    return {
      excess,
      widest: widest
        ? `${describe(widest)} (right edge ${String(Math.round(reach))} px, "${text}")`
        : '?',
    }
  })
}
