import type { SeedData } from '../src/seed/seed'

const text = (en: string, fr: string) => ({ en, fr })
const size = (code: string) => ({
  key: 'size',
  name: text('Size', 'Taille'),
  code,
  value: text(code.toUpperCase(), code.toUpperCase()),
})

/** A small catalogue with known prices, stock and dates, for search, sort and filter tests. */
export const fixture: SeedData = {
  categories: [
    {
      slug: 'tops',
      position: 1,
      name: text('Tops', 'Hauts'),
      description: text('Shirts', 'Chemises'),
    },
    {
      slug: 'home',
      position: 2,
      name: text('Home', 'Maison'),
      description: text('Linen', 'Linge'),
    },
  ],
  products: [
    {
      slug: 'mariniere',
      categorySlug: 'tops',
      name: text('Breton top', 'Marinière rayée'),
      summary: text('Striped cotton top.', 'Haut rayé en coton.'),
      description: text('Knitted in Brittany.', 'Tricotée en Bretagne.'),
      images: ['mariniere.svg'],
      addedDaysAgo: 30,
      featuredRank: 2,
      variants: [
        { sku: 'MAR-S', options: [size('s')], priceCents: 5900, stock: 12 },
        { sku: 'MAR-M', options: [size('m')], priceCents: 5900, compareAtCents: 6900, stock: 3 },
      ],
    },
    {
      slug: 'linen-shirt',
      categorySlug: 'tops',
      name: text('Linen shirt', 'Chemise en lin'),
      summary: text('Washed linen shirts for summer.', "Chemises en lin lavé pour l'été."),
      description: text('Light and airy.', 'Légère et aérée.'),
      images: ['linen-shirt.svg'],
      addedDaysAgo: 2,
      featuredRank: 3,
      variants: [{ sku: 'LIN-M', options: [size('m')], priceCents: 8900, stock: 0 }],
    },
    {
      slug: 'tea-towel',
      categorySlug: 'home',
      name: text('Tea towel', 'Torchon'),
      summary: text('A linen tea towel.', 'Un torchon en lin.'),
      description: text('Absorbent.', 'Absorbant.'),
      images: ['tea-towel.svg'],
      addedDaysAgo: 10,
      featuredRank: 1,
      variants: [{ sku: 'TEA-1', options: [size('one')], priceCents: 1500, stock: 40 }],
    },
  ],
  faqSections: [
    {
      key: 'delivery',
      position: 2,
      title: text('Delivery', 'Livraison'),
      entries: [
        {
          question: text('How long?', 'Combien de temps ?'),
          answer: text('Two days.', 'Deux jours.'),
        },
        { question: text('How much?', 'Combien ?'), answer: text('Free.', 'Gratuit.') },
      ],
    },
    {
      key: 'returns',
      position: 1,
      title: text('Returns', 'Retours'),
      entries: [
        { question: text('Can I return?', 'Puis-je retourner ?'), answer: text('Yes.', 'Oui.') },
      ],
    },
  ],
  accounts: [
    { email: 'shopper@example.test', password: 'correct horse battery', name: 'Sam', locale: 'en' },
    {
      email: 'Partner@Example.test',
      password: 'correct horse battery',
      name: 'Pat',
      locale: 'fr',
      ambassador: { code: 'PAT', displayName: 'Pat', commissionRateBps: 1200, status: 'APPROVED' },
    },
  ],
}
