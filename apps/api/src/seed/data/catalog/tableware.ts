import type { SeedProduct } from '../types'
import { colours, formats, priceBy, variantGrid } from './options'

const category = 'arts-de-la-table'

export const tableware: SeedProduct[] = [
  {
    slug: 'bol-gres',
    categorySlug: category,
    name: { en: 'Stoneware bowl', fr: 'Bol en grès' },
    summary: {
      en: 'A hand-thrown bowl for breakfast, soup or salad, glazed halfway down.',
      fr: 'Un bol tourné à la main pour le petit déjeuner, la soupe ou la salade, émaillé à mi-hauteur.',
    },
    description: {
      en: 'Thrown in Puisaye, in Burgundy, a land of stoneware potters for centuries, and fired at 1,280 °C. Each piece varies slightly, with the raw clay left bare at the foot. 14 cm across, 50 cl.\n\nDishwasher and microwave safe.',
      fr: 'Tourné en Puisaye, en Bourgogne, terre de potiers de grès depuis des siècles, et cuit à 1\u202f280 °C. Chaque pièce varie légèrement, la terre brute restant visible au pied. 14 cm de diamètre, 50 cl.\n\nPasse au lave-vaisselle et au micro-ondes.',
    },
    images: ['bol-gres.svg', 'bol-gres-trio.svg'],
    colourImages: { celadon: 'bol-gres.svg', sand: 'bol-gres-trio.svg', navy: 'bol-gres-trio.svg' },
    addedDaysAgo: 58,
    featuredRank: 2,
    variants: variantGrid('CPT-BOL', [colours('celadon', 'sand', 'navy')], [46, 38, 12], {
      priceCents: 1800,
    }),
  },
  {
    slug: 'assiette-gres',
    categorySlug: category,
    name: { en: 'Stoneware plate', fr: 'Assiette en grès' },
    summary: {
      en: 'A speckled stoneware plate with a raw rim, in two sizes.',
      fr: 'Une assiette en grès moucheté au bord brut, en deux tailles.',
    },
    description: {
      en: 'Made in the same Burgundy workshop as our bowls, from a speckled clay under a satin glaze that does not show cutlery marks. The 21 cm size suits starters and desserts, the 27 cm size main courses.\n\nDishwasher safe.',
      fr: 'Façonnée dans le même atelier bourguignon que nos bols, dans une terre mouchetée sous un émail satiné qui ne marque pas au contact des couverts. Le format 21 cm convient aux entrées et aux desserts, le 27 cm aux plats.\n\nPasse au lave-vaisselle.',
    },
    images: ['assiette-gres.svg'],
    addedDaysAgo: 57,
    featuredRank: 10,
    variants: variantGrid(
      'CPT-ASS',
      [formats(['21cm', '21 cm'], ['27cm', '27 cm'])],
      [36, 29],
      priceBy('format', { '21cm': { priceCents: 2200 }, '27cm': { priceCents: 2800 } }),
    ),
  },
  {
    slug: 'tasses-cafe',
    categorySlug: category,
    name: { en: 'Espresso cups, set of 2', fr: 'Tasses à café, lot de 2' },
    summary: {
      en: 'Two small stoneware cups with their saucers, for a proper espresso.',
      fr: 'Deux petites tasses en grès et leurs soucoupes, pour un vrai café serré.',
    },
    description: {
      en: 'Thick walls keep the coffee hot, and the 8 cl size is just right for an espresso or a noisette. Glazed terracotta and navy inside, matte oatmeal outside, made in Burgundy.\n\nDishwasher safe.',
      fr: "Leurs parois épaisses gardent le café chaud, et leur contenance de 8 cl convient parfaitement à un expresso ou à une noisette. Émaillées terracotta et marine à l'intérieur, avoine mat à l'extérieur, fabriquées en Bourgogne.\n\nPassent au lave-vaisselle.",
    },
    images: ['tasses-cafe.svg'],
    addedDaysAgo: 30,
    featuredRank: 22,
    variants: variantGrid('CPT-TAS', [], [17], { priceCents: 2600, compareAtCents: 3200 }),
  },
  {
    slug: 'carafe-verre',
    categorySlug: category,
    name: { en: 'Recycled glass carafe', fr: 'Carafe en verre recyclé' },
    summary: {
      en: 'A carafe mouth-blown from recycled glass, with a slim neck that pours neatly.',
      fr: 'Une carafe soufflée à la bouche en verre recyclé, au col fin pour bien verser.',
    },
    description: {
      en: 'Mouth-blown near Biot, on the Riviera, from recycled bottle glass, which gives it a faint sea-green tint and the odd bubble. No two are quite alike.\n\nHand washing recommended.',
      fr: "Soufflée à la bouche près de Biot, sur la Côte d'Azur, dans du verre de bouteilles recyclé qui lui donne une légère teinte vert d'eau et quelques bulles. Aucune n'est tout à fait pareille.\n\nLavage à la main conseillé.",
    },
    images: ['carafe-verre.svg'],
    addedDaysAgo: 18,
    featuredRank: 15,
    variants: variantGrid(
      'CPT-CRF',
      [formats(['50cl', '50 cl'], ['1l', '1 L'])],
      [5, 13],
      priceBy('format', { '50cl': { priceCents: 2400 }, '1l': { priceCents: 3500 } }),
    ),
  },
  {
    slug: 'verres-bistrot',
    categorySlug: category,
    name: { en: 'Bistro glasses, set of 6', fr: 'Verres bistrot, lot de 6' },
    summary: {
      en: 'The sturdy faceted tumblers of French cafés, stackable and tempered.',
      fr: 'Les verres à facettes des cafés français, empilables et trempés.',
    },
    description: {
      en: 'Made in France from tempered glass that stands up to knocks and heat, with the faceted rim that makes them easy to hold. For water, wine or a café crème.\n\nDishwasher safe.',
      fr: "Fabriqués en France en verre trempé qui résiste aux chocs et à la chaleur, avec le haut à facettes qui assure une bonne prise en main. Pour l'eau, le vin ou un café crème.\n\nPassent au lave-vaisselle.",
    },
    images: ['verres-bistrot.svg'],
    addedDaysAgo: 100,
    featuredRank: 19,
    variants: variantGrid(
      'CPT-VER',
      [formats(['16cl', '16 cl'], ['25cl', '25 cl'])],
      [64, 80],
      priceBy('format', { '16cl': { priceCents: 1900 }, '25cl': { priceCents: 2400 } }),
    ),
  },
  {
    slug: 'saladier-olivier',
    categorySlug: category,
    name: { en: 'Olive wood salad bowl', fr: "Saladier en bois d'olivier" },
    summary: {
      en: 'A salad bowl turned from a single block of olive wood, with its servers.',
      fr: "Un saladier tourné dans un seul bloc d'olivier, avec ses couverts.",
    },
    description: {
      en: 'Turned in Provence from olive trees pruned or felled to keep the groves healthy, so every grain pattern is unique. Comes with a pair of matching servers.\n\nWash by hand, never leave to soak, and rub with a little oil from time to time.',
      fr: "Tourné en Provence dans des oliviers taillés ou abattus pour l'entretien des oliveraies, si bien que chaque veinage est unique. Livré avec une paire de couverts assortis.\n\nLavage à la main, ne jamais laisser tremper, et huiler de temps en temps.",
    },
    images: ['saladier-olivier.svg'],
    addedDaysAgo: 70,
    featuredRank: 26,
    variants: variantGrid(
      'CPT-SAL',
      [formats(['25cm', '25 cm'], ['30cm', '30 cm'])],
      [2, 1],
      priceBy('format', { '25cm': { priceCents: 4900 }, '30cm': { priceCents: 6900 } }),
    ),
  },
]
