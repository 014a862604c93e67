import type { CatalogueChangedEvent } from '../pubsub/topics'
import type { Services } from '../services'

/** The tag of every cached answer or page showing a product. */
export const productTag = (productId: string) => `product:${productId}`

/**
 * Answers that any catalogue change may alter although they do not show the product changed: a
 * list filtered by stock, sorted by price or searching (the product may enter or move), and a
 * product asked for by a slug that found nothing.
 */
export const anyProductTag = 'products:any'

/** The tags an event drops; null: everything (categories and the FAQ go only then, or by TTL). */
export function tagsOfChange(event: CatalogueChangedEvent): string[] | null {
  if (event.productIds === null) return null
  return [anyProductTag, ...event.productIds.map(productTag)]
}

/**
 * The services of one cacheable operation, whose catalogue reads add the tags of what
 * they return to `tags`; everything else is the process's own services.
 */
export function recordingServices(services: Services, tags: Set<string>): Services {
  const { catalog } = services
  return {
    ...services,
    catalog: {
      async listProducts(filter, page, locale) {
        const result = await catalog.listProducts(filter, page, locale)
        const sort = filter.sort ?? 'RELEVANCE'
        const moving =
          Boolean(filter.inStock) ||
          Boolean(filter.search?.trim()) ||
          sort === 'PRICE_ASC' ||
          sort === 'PRICE_DESC'
        if (moving) tags.add(anyProductTag)
        for (const product of result.items) tags.add(productTag(product.id))
        return result
      },
      async productBySlug(slug, locale) {
        const product = await catalog.productBySlug(slug, locale)
        tags.add(product ? productTag(product.id) : anyProductTag)
        return product
      },
      listCategories: (locale) => catalog.listCategories(locale),
    },
  }
}
