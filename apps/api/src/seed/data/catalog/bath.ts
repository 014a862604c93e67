import type { SeedProduct } from '../types'
import { colours, formats, priceBy, scents, variantGrid } from './options'

const category = 'bain'

export const bath: SeedProduct[] = [
  {
    slug: 'savon-marseille',
    categorySlug: category,
    name: { en: 'Marseille soap cube', fr: 'Cube de savon de Marseille' },
    summary: {
      en: 'Genuine Marseille soap with 72% olive oil, cooked in a cauldron.',
      fr: "Le vrai savon de Marseille, à 72\u00a0% d'huile d'olive, cuit au chaudron.",
    },
    description: {
      en: 'Cooked for ten days in a cauldron by one of the last soap makers in Marseille, then dried and stamped by hand. With no perfume, colouring or preservatives, it is as good for the face and body as for delicate laundry.\n\nLet it dry between uses and it will last for months.',
      fr: "Cuit dix jours au chaudron par l'une des dernières savonneries de Marseille, puis séché et estampillé à la main. Sans parfum, colorant ni conservateur, il convient aussi bien au visage et au corps qu'au linge délicat.\n\nLaissez-le sécher entre deux usages, il durera des mois.",
    },
    images: ['savon-marseille.svg', 'savon-marseille-duo.svg'],
    addedDaysAgo: 90,
    featuredRank: 23,
    variants: variantGrid(
      'CPT-SDM',
      [formats(['300g', '300 g'], ['600g', '600 g'])],
      [75, 44],
      priceBy('format', { '300g': { priceCents: 590 }, '600g': { priceCents: 990 } }),
    ),
  },
  {
    slug: 'savons-parfumes',
    categorySlug: category,
    name: { en: 'Scented soap bar', fr: 'Savon parfumé' },
    summary: {
      en: 'A gentle vegetable soap scented with lavender, verbena or fig.',
      fr: 'Un savon végétal tout doux, parfumé à la lavande, à la verveine ou à la figue.',
    },
    description: {
      en: 'Cold-processed in the Luberon with olive oil, shea butter and essential oils, then cured for six weeks. Each 100 g bar leaves the skin soft and the bathroom lightly scented.\n\nKeep it on a soap dish that drains.',
      fr: "Saponifié à froid dans le Luberon avec de l'huile d'olive, du beurre de karité et des huiles essentielles, puis affiné six semaines. Chaque savon de 100 g laisse la peau douce et la salle de bains délicatement parfumée.\n\nÀ poser sur un porte-savon qui laisse l'eau s'écouler.",
    },
    images: ['savons-parfumes.svg'],
    addedDaysAgo: 36,
    featuredRank: 25,
    variants: variantGrid(
      'CPT-SVP',
      [
        scents(
          ['lavender', { en: 'Lavender', fr: 'Lavande' }],
          ['verbena', { en: 'Verbena', fr: 'Verveine' }],
          ['fig', { en: 'Fig', fr: 'Figue' }],
        ),
      ],
      [38, 3, 15],
      { priceCents: 550, compareAtCents: 650 },
    ),
  },
  {
    slug: 'savon-noir',
    categorySlug: category,
    name: { en: 'Olive oil black soap', fr: "Savon noir à l'huile d'olive" },
    summary: {
      en: 'The all-purpose liquid black soap for floors, wood and stubborn stains.',
      fr: 'Le savon noir liquide multi-usage pour les sols, le bois et les taches tenaces.',
    },
    description: {
      en: 'Made in Provence from olive oil and potash, biodegradable and free from petroleum derivatives. Dilute two spoonfuls in a bucket of hot water for floors, or apply it neat to stains before washing.\n\nKeep out of the reach of children.',
      fr: "Fabriqué en Provence à partir d'huile d'olive et de potasse, biodégradable et sans dérivés pétroliers. Diluez deux cuillerées dans un seau d'eau chaude pour les sols, ou appliquez-le pur sur les taches avant lavage.\n\nTenir hors de portée des enfants.",
    },
    images: ['savon-noir.svg'],
    addedDaysAgo: 54,
    featuredRank: 31,
    variants: variantGrid(
      'CPT-SVN',
      [formats(['500ml', '500 ml'], ['1l', '1 L'])],
      [31, 0],
      priceBy('format', { '500ml': { priceCents: 890 }, '1l': { priceCents: 1490 } }),
    ),
  },
  {
    slug: 'gant-toilette-lin',
    categorySlug: category,
    name: { en: 'Linen wash mitt', fr: 'Gant de toilette en lin' },
    summary: {
      en: 'A gently exfoliating wash mitt in natural linen, with a hanging loop.',
      fr: 'Un gant de toilette légèrement exfoliant, en lin naturel, avec une attache.',
    },
    description: {
      en: 'Woven from raw linen that exfoliates gently and dries quickly, with a sage terry band at the wrist. Made in the Vosges.\n\nMachine wash at 60 °C.',
      fr: 'Tissé en lin brut, légèrement exfoliant et qui sèche vite, avec un poignet en éponge couleur sauge. Fabriqué dans les Vosges.\n\nLavage en machine à 60 °C.',
    },
    images: ['gant-toilette-lin.svg'],
    addedDaysAgo: 7,
    featuredRank: 33,
    variants: variantGrid('CPT-GNT', [], [4], { priceCents: 1200 }),
  },
  {
    slug: 'serviette-nid-abeille',
    categorySlug: category,
    name: { en: 'Honeycomb towel', fr: "Serviette nid d'abeille" },
    summary: {
      en: 'A light waffle-weave cotton towel that dries fast and packs small.',
      fr: "Une serviette légère en coton nid d'abeille, qui sèche vite et prend peu de place.",
    },
    description: {
      en: 'The honeycomb weave absorbs well while staying thin, ideal for small bathrooms, the beach or the gym. Woven from organic cotton in the Vosges.\n\nMachine wash at 60 °C, tumble dry if you like.',
      fr: "Le tissage nid d'abeille absorbe bien tout en restant fin, idéal pour les petites salles de bains, la plage ou le sport. Tissée en coton biologique dans les Vosges.\n\nLavage en machine à 60 °C, passe au sèche-linge.",
    },
    images: ['serviette-nid-abeille-blanc.svg', 'serviette-nid-abeille-sauge.svg'],
    colourImages: {
      white: 'serviette-nid-abeille-blanc.svg',
      sage: 'serviette-nid-abeille-sauge.svg',
    },
    addedDaysAgo: 23,
    featuredRank: 28,
    variants: variantGrid(
      'CPT-SNA',
      [
        colours('white', 'sage'),
        formats(
          ['50x90', { en: 'Hand towel, 50 × 90 cm', fr: 'Serviette de toilette, 50 × 90 cm' }],
          ['90x150', { en: 'Bath sheet, 90 × 150 cm', fr: 'Drap de bain, 90 × 150 cm' }],
        ),
      ],
      [26, 12, 0, 5],
      priceBy('format', {
        '50x90': { priceCents: 1900, compareAtCents: 2400 },
        '90x150': { priceCents: 3900, compareAtCents: 4900 },
      }),
    ),
  },
  {
    slug: 'porte-savon',
    categorySlug: category,
    name: { en: 'Ceramic soap dish', fr: 'Porte-savon en céramique' },
    summary: {
      en: 'A ridged celadon dish that lets your soap drain and dry.',
      fr: "Un porte-savon strié couleur céladon, qui laisse le savon s'égoutter et sécher.",
    },
    description: {
      en: 'Made by a potter in Burgundy, with raised ridges that keep the bar out of standing water so it lasts longer. At 13 by 9 cm, it fits our Marseille cubes and soap bars.\n\nRinse under the tap, or put it in the dishwasher.',
      fr: "Façonné par un potier bourguignon, avec des stries en relief qui gardent le savon hors de l'eau pour qu'il dure plus longtemps. Avec ses 13 × 9 cm, il accueille nos cubes de Marseille et nos savons.\n\nSe rince sous le robinet ou passe au lave-vaisselle.",
    },
    images: ['porte-savon.svg'],
    addedDaysAgo: 41,
    featuredRank: 35,
    variants: variantGrid('CPT-PSV', [], [23], { priceCents: 1400 }),
  },
]
