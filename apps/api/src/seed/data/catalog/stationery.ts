import type { SeedProduct } from '../types'
import { colours, formats, priceBy, variantGrid } from './options'

const category = 'papeterie'

export const stationery: SeedProduct[] = [
  {
    slug: 'carnet-toile',
    categorySlug: category,
    name: { en: 'Cloth-bound notebook', fr: 'Carnet relié toile' },
    summary: {
      en: 'A sewn notebook bound in linen cloth, with dotted pages, an elastic and a ribbon.',
      fr: 'Un carnet cousu sous couverture en toile de lin, pages pointillées, élastique et signet.',
    },
    description: {
      en: 'Bound by hand in Angoulême, the historic paper town, with 192 pages of ivory 90 g paper that fountain pen ink does not bleed through. The sewn binding lets it lie perfectly flat.\n\nAvailable in A5 and A6.',
      fr: "Relié à la main à Angoulême, ville historique du papier, avec 192 pages de papier ivoire de 90 g que l'encre des stylos plume ne traverse pas. La reliure cousue lui permet de s'ouvrir bien à plat.\n\nDisponible en A5 et en A6.",
    },
    images: ['carnet-toile-terracotta.svg', 'carnet-toile-marine.svg', 'carnet-toile-ouvert.svg'],
    colourImages: { terracotta: 'carnet-toile-terracotta.svg', navy: 'carnet-toile-marine.svg' },
    addedDaysAgo: 3,
    featuredRank: 29,
    variants: variantGrid(
      'CPT-CRN',
      [colours('terracotta', 'navy'), formats(['a5', 'A5'], ['a6', 'A6'])],
      [24, 33, 0, 12],
      priceBy('format', { a5: { priceCents: 1490 }, a6: { priceCents: 1190 } }),
    ),
  },
  {
    slug: 'tote-bag-toile',
    categorySlug: category,
    name: { en: 'Canvas tote bag', fr: 'Tote bag en toile' },
    summary: {
      en: 'A sturdy cotton canvas tote with long handles and a contrast band.',
      fr: 'Un cabas solide en toile de coton, à longues anses et bande contrastée.',
    },
    description: {
      en: 'Cut from 340 g/m² organic cotton canvas and sewn in a workshop in Cholet, with reinforced handles long enough to wear on the shoulder. 38 by 42 cm, with an inside pocket.\n\nMachine wash at 30 °C.',
      fr: "Taillé dans une toile de coton biologique de 340 g/m² et cousu dans un atelier de Cholet, avec des anses renforcées assez longues pour le porter à l'épaule. 38 × 42 cm, avec une poche intérieure.\n\nLavage en machine à 30 °C.",
    },
    images: ['tote-bag-toile-ecru.svg', 'tote-bag-toile-marine.svg'],
    colourImages: { ecru: 'tote-bag-toile-ecru.svg', navy: 'tote-bag-toile-marine.svg' },
    addedDaysAgo: 67,
    featuredRank: 32,
    variants: variantGrid('CPT-TOT', [colours('ecru', 'navy')], [52, 16], {
      priceCents: 2200,
      compareAtCents: 2900,
    }),
  },
  {
    slug: 'casquette-toile',
    categorySlug: category,
    name: { en: 'Canvas cap', fr: 'Casquette en toile' },
    summary: {
      en: 'A six-panel cap in washed cotton canvas, with an adjustable strap.',
      fr: 'Une casquette six panneaux en toile de coton lavée, à patte réglable.',
    },
    description: {
      en: 'Made in France from a washed canvas that already looks broken in, with a brass buckle at the back to adjust the fit. One size.\n\nHand wash cold and reshape while damp.',
      fr: "Fabriquée en France dans une toile lavée à l'aspect déjà patiné, avec une boucle en laiton à l'arrière pour ajuster le tour de tête. Taille unique.\n\nLavage à la main à froid, remettre en forme encore humide.",
    },
    images: ['casquette-toile-marine.svg', 'casquette-toile-ecru.svg'],
    colourImages: { navy: 'casquette-toile-marine.svg', ecru: 'casquette-toile-ecru.svg' },
    addedDaysAgo: 1,
    featuredRank: 34,
    variants: variantGrid('CPT-CAS', [colours('navy', 'ecru')], [18, 0], { priceCents: 3500 }),
  },
  {
    slug: 'crayons-graphite',
    categorySlug: category,
    name: { en: 'Graphite pencils, set of 6', fr: 'Crayons à papier, lot de 6' },
    summary: {
      en: 'Six HB pencils in cedar wood, painted in six soft colours.',
      fr: 'Six crayons HB en bois de cèdre, peints de six couleurs douces.',
    },
    description: {
      en: 'Made in the Jura from PEFC-certified cedar that sharpens cleanly, with an HB lead that is neither too hard nor too soft. Six colours in a kraft case.\n\nFor writing, sketching and crosswords.',
      fr: 'Fabriqués dans le Jura en cèdre certifié PEFC, qui se taille sans éclats, avec une mine HB ni trop dure ni trop tendre. Six couleurs dans un étui en kraft.\n\nPour écrire, dessiner et remplir les mots croisés.',
    },
    images: ['crayons-graphite.svg'],
    addedDaysAgo: 85,
    featuredRank: 36,
    variants: variantGrid('CPT-CRY', [], [66], { priceCents: 890 }),
  },
  {
    slug: 'filet-provisions',
    categorySlug: category,
    name: { en: 'String shopping bag', fr: 'Filet à provisions' },
    summary: {
      en: 'The classic French string bag in cotton, which folds away into a pocket.',
      fr: "Le filet à provisions en coton d'autrefois, qui se glisse dans une poche.",
    },
    description: {
      en: 'Knotted from cotton string by a family business in the Ardèche that has been making them since the 1950s. It stretches to carry a baguette, a melon and a dozen oranges, then folds into the palm of your hand.\n\nMachine wash at 30 °C.',
      fr: "Noué en ficelle de coton par une entreprise familiale ardéchoise qui les fabrique depuis les années 1950. Il s'étire pour porter une baguette, un melon et une douzaine d'oranges, puis tient dans le creux de la main.\n\nLavage en machine à 30 °C.",
    },
    images: ['filet-provisions.svg'],
    addedDaysAgo: 48,
    featuredRank: 37,
    variants: variantGrid('CPT-FIL', [], [2], { priceCents: 1600 }),
  },
  {
    slug: 'trousse-toile',
    categorySlug: category,
    name: { en: 'Canvas zip pouch', fr: 'Trousse en toile' },
    summary: {
      en: 'A zipped canvas pouch for pens, chargers or make-up.',
      fr: 'Une trousse zippée en toile, pour les stylos, les chargeurs ou le maquillage.',
    },
    description: {
      en: 'Sewn in Cholet from the same organic cotton canvas as our totes, with a metal zip and a cord pull. 22 by 14 cm, lined with cotton.\n\nMachine wash at 30 °C.',
      fr: 'Cousue à Cholet dans la même toile de coton biologique que nos tote bags, avec une fermeture à glissière métallique et une tirette en cordon. 22 × 14 cm, doublée de coton.\n\nLavage en machine à 30 °C.',
    },
    images: ['trousse-toile.svg'],
    addedDaysAgo: 0,
    featuredRank: 38,
    variants: variantGrid('CPT-TRO', [], [29], { priceCents: 1800 }),
  },
]
