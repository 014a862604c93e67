import { localeFromAcceptLanguage } from '@comptoir/i18n/locales'
import type { FastifyReply, FastifyRequest } from 'fastify'

import { csrfHeaders } from '../graphql/endpoint'
import { readsOnlyCatalogue } from './catalogue-document'
import { EncodedBody } from './encoded-body'
import { TaggedStore, type TaggedStoreOptions } from './tagged-store'

/** A stored GraphQL answer. */
export interface CachedAnswer {
  body: EncodedBody
  contentType: string
  /** What it shows (see catalogue-tags.ts), handed on to the pages rendered with it. */
  tags: readonly string[]
}

/** A request the cache may answer: its key, and its document (to check on a miss). */
export interface CatalogueRequest {
  key: string
  query: string
  operationName: string | null
}

export type CatalogueCacheOptions = TaggedStoreOptions

/** The default budget: a catalogue page answer is about 30 KB, its compressed copies 4 KB. */
export const defaultCatalogueCacheOptions: CatalogueCacheOptions = {
  maxEntries: 2000,
  maxBytes: 64 * 1024 * 1024,
  // A safety net only (changes arrive as events): bounds how long a lost event leaves it stale.
  ttlMs: 60_000,
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Adds names to the Vary header another hook may have set (CORS adds Origin). */
export function addVary(reply: FastifyReply, names: string): void {
  const current = reply.getHeader('vary')
  reply.header('vary', typeof current === 'string' && current ? `${current}, ${names}` : names)
}

/**
 * The response cache of the public catalogue (`products`, `product`, `categories`, `faq`): an
 * answer is the same for every caller asking the same document, variables and operation in the
 * same language, so it is kept under that key, tagged with the products it shows, until a
 * catalogueChanged event concerning one of them (or the TTL) drops it.
 *
 * The cache answers in the route, before GraphQL Yoga parses anything: a hit costs a key and a
 * map lookup, and sends bytes compressed once. Only requests Yoga would accept as they are take
 * that path (POST with JSON, or GET with a CSRF header), and only documents found to read nothing
 * but the catalogue are stored.
 */
export function createCatalogueCache(
  options: CatalogueCacheOptions = defaultCatalogueCacheOptions,
) {
  const store = new TaggedStore<CachedAnswer>(options)
  // Parsing a document is the price of a first miss only: its verdict is kept per document and
  // operation, as a document may hold operations that read the catalogue and others that do not.
  const verdicts = new Map<string, boolean>()
  const stats = { hits: 0, misses: 0, stored: 0 }

  function requestOf(request: FastifyRequest): CatalogueRequest | null {
    let query: unknown
    let variables: unknown
    let operationName: unknown
    if (request.method === 'POST') {
      if (!request.headers['content-type']?.startsWith('application/json')) return null
      const body = request.body
      if (!isRecord(body) || body.extensions !== undefined) return null
      ;({ query, variables, operationName } = body)
    } else if (request.method === 'GET') {
      if (!csrfHeaders.some((name) => request.headers[name] !== undefined)) return null
      const params = request.query
      if (!isRecord(params) || params.extensions !== undefined) return null
      ;({ query, operationName } = params)
      if (typeof params.variables === 'string') {
        try {
          variables = JSON.parse(params.variables)
        } catch {
          return null
        }
      } else if (params.variables !== undefined) return null
    } else return null
    if (typeof query !== 'string') return null
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
      return null
    if (variables !== undefined && variables !== null && !isRecord(variables)) return null
    const locale = localeFromAcceptLanguage(request.headers['accept-language'])
    const accept = request.headers.accept ?? ''
    const key = [
      request.method,
      locale,
      accept,
      operationName ?? '',
      JSON.stringify(variables ?? {}),
      query,
    ].join('\n')
    return { key, query, operationName: operationName ?? null }
  }

  function isCatalogueDocument(request: CatalogueRequest): boolean {
    const key = `${request.operationName ?? ''}\n${request.query}`
    const known = verdicts.get(key)
    if (known !== undefined) return known
    const verdict = readsOnlyCatalogue(request.query, request.operationName)
    if (verdicts.size >= 1000) verdicts.clear()
    verdicts.set(key, verdict)
    return verdict
  }

  return {
    requestOf,
    isCatalogueDocument,
    /** The stored answer of a request, counted as a hit or a miss. */
    lookup(request: CatalogueRequest): CachedAnswer | undefined {
      const answer = store.get(request.key)
      if (answer) stats.hits++
      else stats.misses++
      return answer
    },
    /** Read before executing a miss and given back to {@link save}. */
    get generation() {
      return store.generation
    },
    /**
     * Keeps a successful answer (status 200, JSON, no errors) computed since `generation`;
     * returns it as stored, or null when it is not one to keep.
     */
    save(
      request: CatalogueRequest,
      answer: { status: number; contentType: string; body: Buffer },
      tags: ReadonlySet<string>,
      since: number,
    ): CachedAnswer | null {
      if (
        answer.status !== 200 ||
        !/^application\/(graphql-response\+)?json/.test(answer.contentType)
      )
        return null
      let parsed: unknown
      try {
        parsed = JSON.parse(answer.body.toString('utf8'))
      } catch {
        return null
      }
      if (!isRecord(parsed) || parsed.errors !== undefined || !isRecord(parsed.data)) return null
      const cached: CachedAnswer = {
        body: new EncodedBody(answer.body),
        contentType: answer.contentType,
        tags: [...tags],
      }
      const bytes = answer.body.length + request.key.length * 2
      if (store.set(request.key, cached, tags, bytes, since)) stats.stored++
      return cached
    },
    /** Sends a stored answer, compressed for the request when it accepts it. */
    send(request: FastifyRequest, reply: FastifyReply, key: string, answer: CachedAnswer) {
      const { coding, body, added } = answer.body.encoded(request.headers['accept-encoding'])
      if (added > 0) store.grow(key, added)
      reply.code(200).header('content-type', answer.contentType)
      addVary(reply, 'Accept-Encoding')
      if (coding !== 'identity') reply.header('content-encoding', coding)
      return reply.send(body)
    },
    invalidate: (tags: Iterable<string>) => store.invalidate(tags),
    clear: () => {
      store.clear()
    },
    disable: () => {
      store.disable()
    },
    /** Hits, misses and answers stored so far, and what the cache holds. */
    stats: () => ({ ...stats, entries: store.size, bytes: store.bytes }),
  }
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>
