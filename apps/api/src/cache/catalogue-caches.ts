import type { Logger } from 'pino'

import { gapsOf, type PubSub } from '../pubsub/pubsub'
import { catalogueKey } from '../pubsub/topics'
import {
  createCatalogueCache,
  defaultCatalogueCacheOptions,
  type CatalogueCache,
  type CatalogueCacheOptions,
} from './catalogue-cache'
import { tagsOfChange } from './catalogue-tags'
import {
  createPageCache,
  defaultPageCacheOptions,
  type PageCache,
  type PageCacheOptions,
} from './page-cache'

export interface CatalogueCaches {
  responses: CatalogueCache
  pages: PageCache
  close(): Promise<void>
}

export interface CatalogueCachesOptions {
  pubsub: PubSub
  logger: Logger
  responses?: CatalogueCacheOptions
  pages?: PageCacheOptions
}

/**
 * The catalogue's response cache and the anonymous page cache, both emptied of exactly what each
 * catalogueChanged event concerns, whichever instance published it (the pub/sub spans instances
 * when Redis is configured).
 */
export function createCatalogueCaches(options: CatalogueCachesOptions): CatalogueCaches {
  const responses = createCatalogueCache(options.responses ?? defaultCatalogueCacheOptions)
  const pages = createPageCache(options.pages ?? defaultPageCacheOptions)
  const events = options.pubsub.subscribe('catalogueChanged', catalogueKey)
  // The first next() subscribes; its promise is the first event, consumed by the loop below.
  const first = events.next()
  const listening = (async () => {
    let next = await first
    while (next.done !== true) {
      const tags = tagsOfChange(next.value)
      if (tags === null) {
        responses.clear()
        pages.clear()
      } else {
        responses.invalidate(tags)
        pages.invalidate(tags)
      }
      next = await events.next()
    }
  })().catch((error: unknown) => {
    // Without its events a cache could keep a sold-out variant in stock: it stops keeping anything.
    options.logger.error({ err: error }, 'the catalogue caches stopped listening to changes')
    responses.disable()
    pages.disable()
  })
  // Events published while the bus was cut off are lost: whatever they concerned may be stale.
  const gaps = gapsOf(options.pubsub)
  const watchingGaps = (async () => {
    for await (const gap of gaps) {
      options.logger.warn({ at: gap.at }, 'catalogue changes may have been lost: caches emptied')
      responses.clear()
      pages.clear()
    }
  })()
  return {
    responses,
    pages,
    async close() {
      await events.return?.()
      await gaps.return?.()
      await listening
      await watchingGaps
    },
  }
}
