import pino from 'pino'
import { describe, expect, it, vi } from 'vitest'

import { createPubSub } from '../pubsub/pubsub'
import { catalogueKey } from '../pubsub/topics'
import { createCatalogueCaches } from './catalogue-caches'

describe('catalogue caches', () => {
  it('empty themselves when the event bus may have lost catalogue changes', async () => {
    let signalGap: () => void = () => undefined
    const pubsub = createPubSub({
      watchGaps: (signal) => {
        signalGap = signal
      },
    })
    const caches = createCatalogueCaches({ pubsub, logger: pino({ level: 'silent' }) })
    const responsesCleared = vi.spyOn(caches.responses, 'clear')
    const pagesCleared = vi.spyOn(caches.pages, 'clear')
    const responsesInvalidated = vi.spyOn(caches.responses, 'invalidate')

    await pubsub.publish('catalogueChanged', catalogueKey, { productIds: ['p-1'] })
    await vi.waitFor(() => {
      expect(responsesInvalidated).toHaveBeenCalledTimes(1)
    })
    expect(responsesCleared).not.toHaveBeenCalled()

    signalGap()
    await vi.waitFor(() => {
      expect(responsesCleared).toHaveBeenCalledTimes(1)
      expect(pagesCleared).toHaveBeenCalledTimes(1)
    })
    await caches.close()
  })
})
