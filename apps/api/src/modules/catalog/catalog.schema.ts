import { resolveOffsetConnection } from '@pothos/plugin-relay'

import { builder, DateTime, MoneyRef } from '../../graphql/public/builder'
import type { CategoryView, ImageView, OptionView, ProductView, VariantView } from './catalog.views'

export const StockStatusEnum = builder.enumType('StockStatus', {
  description: 'Availability, never the exact quantity.',
  values: ['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK'] as const,
})

const ProductSortEnum = builder.enumType('ProductSort', {
  values: {
    RELEVANCE: { description: 'Best match first when searching, else the editorial order.' },
    PRICE_ASC: { description: 'Lowest price first.' },
    PRICE_DESC: { description: 'Highest price first.' },
    NEWEST: { description: 'Latest additions first.' },
  } as const,
})

// The ambassador programme's terms still name it from here.
export { MoneyRef }

const PriceRange = builder.objectRef<ProductView['priceRange']>('PriceRange').implement({
  fields: (t) => ({
    min: t.expose('min', { type: MoneyRef }),
    max: t.expose('max', { type: MoneyRef }),
  }),
})

const Category = builder.objectRef<CategoryView>('Category').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
  }),
})

const ProductImage = builder.objectRef<ImageView>('ProductImage').implement({
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Absolute URL of the image (SVG).' }),
    alt: t.exposeString('alt'),
  }),
})

const VariantOptionRef = builder.objectRef<OptionView>('VariantOption').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Stable option key, e.g. `size`.' }),
    name: t.exposeString('name', { description: 'The option, localised (Size / Taille).' }),
    code: t.exposeString('code', { description: 'Stable value code, e.g. `m`.' }),
    value: t.exposeString('value', { description: 'The value, localised.' }),
  }),
})

const ProductVariant = builder.objectRef<VariantView>('ProductVariant').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sku: t.exposeString('sku'),
    title: t.exposeString('title'),
    options: t.expose('options', { type: [VariantOptionRef] }),
    image: t.expose('image', {
      type: ProductImage,
      nullable: true,
      description:
        "The variant's own photo (e.g. its colour), one of the product's `images`; null: the product's first image stands for it.",
    }),
    price: t.expose('price', { type: MoneyRef }),
    compareAtPrice: t.expose('compareAtPrice', { type: MoneyRef, nullable: true }),
    stockStatus: t.expose('stockStatus', { type: StockStatusEnum }),
  }),
})

const Product = builder.objectRef<ProductView>('Product').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    summary: t.exposeString('summary'),
    description: t.exposeString('description', {
      description: 'Plain text; paragraphs are separated by a blank line.',
    }),
    images: t.expose('images', { type: [ProductImage] }),
    category: t.expose('category', { type: Category }),
    variants: t.expose('variants', { type: [ProductVariant] }),
    price: t.expose('price', { type: MoneyRef, description: 'The lowest variant price.' }),
    compareAtPrice: t.expose('compareAtPrice', {
      type: MoneyRef,
      nullable: true,
      description: 'The former price of the cheapest variant, when it is on sale.',
    }),
    priceRange: t.expose('priceRange', { type: PriceRange }),
    stockStatus: t.expose('stockStatus', { type: StockStatusEnum }),
    createdAt: t.expose('createdAt', { type: DateTime }),
  }),
})

builder.queryFields((t) => ({
  products: t.connection(
    {
      type: Product,
      description: 'The catalogue, 20 per page by default (50 at most).',
      args: {
        search: t.arg.string({
          description: 'Words to find, in English or French; prefixes match.',
        }),
        category: t.arg.string({ description: 'A category slug.' }),
        sort: t.arg({ type: ProductSortEnum, defaultValue: 'RELEVANCE' }),
        inStock: t.arg.boolean({ description: 'Only products with a variant in stock.' }),
      },
      resolve: async (_root, args, context) => {
        let totalCount = 0
        const connection = await resolveOffsetConnection(
          { args, defaultSize: 20, maxSize: 50 },
          async (page) => {
            const result = await context.services.catalog.listProducts(
              {
                search: args.search,
                categorySlug: args.category,
                inStock: args.inStock,
                sort: args.sort,
              },
              page,
              context.locale,
            )
            totalCount = result.total
            return result.items
          },
        )
        return { ...connection, totalCount }
      },
    },
    { name: 'ProductConnection' },
    { name: 'ProductEdge' },
  ),
  product: t.field({
    type: Product,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.catalog.productBySlug(args.slug, context.locale),
  }),
  categories: t.field({
    type: [Category],
    resolve: (_root, args, context) => context.services.catalog.listCategories(context.locale),
  }),
}))
