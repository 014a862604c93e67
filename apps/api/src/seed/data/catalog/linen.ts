import type { SeedProduct } from '../types'
import { colours, formats, priceBy, variantGrid } from './options'

const category = 'linge-de-maison'

export const linen: SeedProduct[] = [
  {
    slug: 'nappe-lin-lave',
    categorySlug: category,
    name: { en: 'Washed linen tablecloth', fr: 'Nappe en lin lavé' },
    summary: {
      en: 'A softly crumpled tablecloth in stone-washed French linen.',
      fr: 'Une nappe au froissé naturel, en lin français lavé à la pierre.',
    },
    description: {
      en: 'The flax is grown in Normandy, then woven and stone-washed in the Vosges for a supple, lived-in drape from the very first meal. Linen shrugs off stains and only gets better with use.\n\nMachine wash at 40 °C, no ironing needed.',
      fr: 'Le lin est cultivé en Normandie, puis tissé et lavé à la pierre dans les Vosges, pour un tombé souple et patiné dès le premier repas. Le lin résiste aux taches et se bonifie avec le temps.\n\nLavage en machine à 40 °C, inutile de repasser.',
    },
    images: ['nappe-lin-lave.svg', 'nappe-lin-lave-sauge.svg'],
    colourImages: { natural: 'nappe-lin-lave.svg', sage: 'nappe-lin-lave-sauge.svg' },
    addedDaysAgo: 50,
    featuredRank: 4,
    variants: variantGrid(
      'CPT-NAP',
      [
        colours('natural', 'sage'),
        formats(['150x150', '150 × 150 cm'], ['150x250', '150 × 250 cm']),
      ],
      [14, 22, 6, 0],
      priceBy('format', { '150x150': { priceCents: 7900 }, '150x250': { priceCents: 9900 } }),
    ),
  },
  {
    slug: 'serviettes-lin',
    categorySlug: category,
    name: { en: 'Linen napkins, set of 4', fr: 'Serviettes de table en lin, lot de 4' },
    summary: {
      en: 'Four generous linen napkins with mitred corners.',
      fr: 'Quatre grandes serviettes en lin aux coins en onglet.',
    },
    description: {
      en: 'Cut from the same washed linen as our tablecloths, 45 by 45 cm, with mitred corners sewn by hand in a workshop in the Vosges. Mix the colours or give each guest their own.\n\nMachine wash at 40 °C.',
      fr: 'Taillées dans le même lin lavé que nos nappes, 45 × 45 cm, avec des coins en onglet cousus à la main dans un atelier vosgien. Mélangez les couleurs ou attribuez-en une à chaque convive.\n\nLavage en machine à 40 °C.',
    },
    images: ['serviettes-lin.svg', 'serviettes-lin-table.svg'],
    colourImages: {
      natural: 'serviettes-lin.svg',
      terracotta: 'serviettes-lin-table.svg',
      blue: 'serviettes-lin.svg',
    },
    addedDaysAgo: 33,
    featuredRank: 12,
    variants: variantGrid('CPT-SER', [colours('natural', 'terracotta', 'blue')], [25, 31, 4], {
      priceCents: 3400,
    }),
  },
  {
    slug: 'torchons-metis',
    categorySlug: category,
    name: { en: 'Métis tea towels, set of 2', fr: 'Torchons en métis, lot de 2' },
    summary: {
      en: 'Two absorbent tea towels in linen and cotton, with the traditional red stripes.',
      fr: 'Deux torchons absorbants en lin et coton, aux rayures rouges traditionnelles.',
    },
    description: {
      en: 'Métis combines a cotton warp with a linen weft, absorbent like linen and soft like cotton, and it leaves no lint on glasses. Woven in the North of France, 50 by 75 cm, with a hanging loop.\n\nMachine wash at 60 °C.',
      fr: 'Le métis mêle une chaîne en coton et une trame en lin, absorbant comme le lin et doux comme le coton, sans laisser de peluches sur les verres. Tissés dans le Nord, 50 × 75 cm, avec une attache.\n\nLavage en machine à 60 °C.',
    },
    images: ['torchons-metis.svg'],
    addedDaysAgo: 75,
    featuredRank: 18,
    variants: variantGrid('CPT-TOR', [], [58], { priceCents: 1900, compareAtCents: 2400 }),
  },
  {
    slug: 'housse-couette-lin',
    categorySlug: category,
    name: { en: 'Linen duvet cover', fr: 'Housse de couette en lin' },
    summary: {
      en: 'A breathable washed-linen duvet cover, cool in summer and cosy in winter.',
      fr: "Une housse de couette en lin lavé, respirante, fraîche l'été et douce l'hiver.",
    },
    description: {
      en: 'Made from a heavy 160 g/m² linen woven in France and closed with coconut buttons. Linen regulates temperature and wicks away moisture, so it suits every season.\n\nMachine wash at 40 °C and tumble dry on low for extra softness.',
      fr: "Confectionnée dans un lin épais de 160 g/m² tissé en France, et fermée par des boutons en coco. Le lin régule la température et absorbe l'humidité, il convient donc à toutes les saisons.\n\nLavage en machine à 40 °C, séchage doux en machine pour plus de souplesse.",
    },
    images: ['housse-couette-lin.svg', 'housse-couette-lin-pliee.svg'],
    addedDaysAgo: 88,
    featuredRank: 9,
    variants: variantGrid(
      'CPT-HCL',
      [
        formats(
          ['140x200', '140 × 200 cm'],
          ['200x200', '200 × 200 cm'],
          ['240x220', '240 × 220 cm'],
        ),
      ],
      [7, 0, 3],
      priceBy('format', {
        '140x200': { priceCents: 14900 },
        '200x200': { priceCents: 18900 },
        '240x220': { priceCents: 21900 },
      }),
    ),
  },
  {
    slug: 'plaid-laine',
    categorySlug: category,
    name: { en: 'Wool throw', fr: 'Plaid en laine' },
    summary: {
      en: 'A tonal checked throw in pure new wool, with a fringed edge.',
      fr: 'Un plaid à carreaux ton sur ton en pure laine vierge, bordé de franges.',
    },
    description: {
      en: 'Woven in a mill in the Tarn from pure new wool, 130 by 180 cm, with a discreet tonal check. Perfect on a sofa or at the foot of the bed.\n\nAir it rather than washing it, or hand wash cold.',
      fr: "Tissé dans une filature du Tarn en pure laine vierge, 130 × 180 cm, avec un discret carreau ton sur ton. Parfait sur un canapé ou au pied du lit.\n\nAérez-le plutôt que de le laver, ou lavez-le à la main à l'eau froide.",
    },
    images: ['plaid-laine-ocre.svg', 'plaid-laine-gris.svg'],
    colourImages: { ochre: 'plaid-laine-ocre.svg', grey: 'plaid-laine-gris.svg' },
    addedDaysAgo: 115,
    featuredRank: 16,
    variants: variantGrid('CPT-PLA', [colours('ochre', 'grey')], [3, 9], {
      priceCents: 11900,
      compareAtCents: 13900,
    }),
  },
  {
    slug: 'coussin-lin-raye',
    categorySlug: category,
    name: { en: 'Striped linen cushion cover', fr: 'Housse de coussin en lin rayé' },
    summary: {
      en: 'A cushion cover in white linen with terracotta stripes.',
      fr: 'Une housse de coussin en lin blanc à rayures terracotta.',
    },
    description: {
      en: 'Yarn-dyed linen woven in the Vosges, with a hidden zip and a fine piped edge. Sold without the insert.\n\nMachine wash at 40 °C with the zip closed.',
      fr: 'Lin teint en fil et tissé dans les Vosges, avec une fermeture à glissière invisible et un fin passepoil. Vendue sans garnissage.\n\nLavage en machine à 40 °C, fermeture fermée.',
    },
    images: ['coussin-lin-raye.svg'],
    addedDaysAgo: 45,
    featuredRank: 24,
    variants: variantGrid(
      'CPT-COU',
      [formats(['40x40', '40 × 40 cm'], ['50x50', '50 × 50 cm'])],
      [0, 0],
      priceBy('format', { '40x40': { priceCents: 2900 }, '50x50': { priceCents: 3400 } }),
    ),
  },
]
