import { randomBytes } from 'node:crypto'

import type { FastifyRequest } from 'fastify'

import type { EncodedBody } from './encoded-body'
import { TaggedStore, type TaggedStoreOptions } from './tagged-store'

/** A stored anonymous page. */
export interface CachedPage {
  body: EncodedBody
  /** Weak: the same page is sent in several codings. */
  etag: string
  /** Its Content-Security-Policy, allowing its inline scripts by hash. */
  policy: string
}

/**
 * One render in progress: the GraphQL answers it reads report what they show, or that they are
 * not catalogue answers (then the page is not kept: it may hold something no event announces).
 */
export interface PageRender {
  readonly id: string
  readonly tags: ReadonlySet<string>
  readonly cacheable: boolean
  /** The store's generation when the render began (see TaggedStore.set). */
  readonly since: number
  record(tags: Iterable<string> | null): void
  end(): void
}

/** Header by which a render's in-process GraphQL requests name it (see shop-render.ts). */
export const renderHeader = 'x-comptoir-render'

export type PageCacheOptions = TaggedStoreOptions

/** The default budget: a page is 25-50 KB, its compressed copies about a fifth of that. */
export const defaultPageCacheOptions: PageCacheOptions = {
  maxEntries: 1000,
  maxBytes: 128 * 1024 * 1024,
  // A safety net only (changes arrive as events): bounds how long a lost event leaves it stale.
  ttlMs: 60_000,
}

/** Pages of longer or busier addresses are rendered every time rather than kept. */
const maxQueryLength = 256
const maxParameters = 8

/**
 * The cache of server-rendered anonymous shop pages, keyed by path, sorted query and language,
 * tagged with the products of the GraphQL answers each render read.
 */
export function createPageCache(options: PageCacheOptions = defaultPageCacheOptions) {
  const store = new TaggedStore<CachedPage>(options)
  const renders = new Map<string, PageRender>()
  const stats = { hits: 0, misses: 0, stored: 0 }

  return {
    /**
     * The key of a page, and the address to render it at (its query sorted), or null when the
     * address is too long or busy to be worth keeping.
     */
    keyOf(path: string, search: string, locale: string): { key: string; url: string } | null {
      if (search.length > maxQueryLength) return null
      const params = new URLSearchParams(search)
      if ([...params.keys()].length > maxParameters) return null
      params.sort()
      const query = params.toString()
      const url = query ? `${path}?${query}` : path
      return { key: `${locale} ${url}`, url }
    },
    lookup(key: string): CachedPage | undefined {
      const page = store.get(key)
      if (page) stats.hits++
      else stats.misses++
      return page
    },
    begin(): PageRender {
      const tags = new Set<string>()
      let cacheable = true
      const render: PageRender = {
        id: randomBytes(16).toString('hex'),
        tags,
        get cacheable() {
          return cacheable
        },
        since: store.generation,
        record(recorded) {
          if (recorded === null) cacheable = false
          else for (const tag of recorded) tags.add(tag)
        },
        end() {
          renders.delete(render.id)
        },
      }
      renders.set(render.id, render)
      return render
    },
    /** The render a GraphQL request belongs to, when it comes from one in this process. */
    renderOf(request: FastifyRequest): PageRender | undefined {
      const id = request.headers[renderHeader]
      return typeof id === 'string' ? renders.get(id) : undefined
    },
    /** Keeps a page whose render ended; false when it is not one to keep. */
    save(key: string, page: CachedPage, render: PageRender): boolean {
      if (!render.cacheable) return false
      const bytes = page.body.identity.length + page.policy.length + key.length
      const stored = store.set(key, page, render.tags, bytes, render.since)
      if (stored) stats.stored++
      return stored
    },
    grow: (key: string, bytes: number) => {
      store.grow(key, bytes)
    },
    invalidate: (tags: Iterable<string>) => store.invalidate(tags),
    clear: () => {
      store.clear()
    },
    disable: () => {
      store.disable()
    },
    stats: () => ({ ...stats, entries: store.size, bytes: store.bytes }),
  }
}

export type PageCache = ReturnType<typeof createPageCache>
