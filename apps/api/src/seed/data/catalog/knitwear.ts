import type { SeedProduct } from '../types'
import { colours, sizes, variantGrid } from './options'

const category = 'mailles'

export const knitwear: SeedProduct[] = [
  {
    slug: 'mariniere-classique',
    categorySlug: category,
    name: { en: 'Classic Breton top', fr: 'Marinière classique' },
    summary: {
      en: 'The long-sleeved striped top of the Breton coast, knitted in heavy cotton jersey.',
      fr: 'La marinière à manches longues des côtes bretonnes, tricotée dans un jersey de coton épais.',
    },
    description: {
      en: "Knitted in Brittany from a dense combed-cotton jersey, with a wide boat neck and twenty-one stripes across the body, just like the sailors' original. It softens with every wash and keeps its shape for years.\n\nMachine wash at 30 °C inside out and dry flat.",
      fr: "Tricotée en Bretagne dans un jersey de coton peigné dense, avec une large encolure bateau et vingt et une rayures sur le corps, comme l'originale des marins. Elle s'assouplit au fil des lavages et garde sa tenue pendant des années.\n\nLavage en machine à 30 °C sur l'envers, séchage à plat.",
    },
    images: [
      'mariniere-classique-marine.svg',
      'mariniere-classique-rouge.svg',
      'mariniere-classique-pliee.svg',
    ],
    colourImages: {
      'ecru-navy': 'mariniere-classique-marine.svg',
      'ecru-red': 'mariniere-classique-rouge.svg',
    },
    addedDaysAgo: 64,
    featuredRank: 1,
    variants: variantGrid(
      'CPT-MAR',
      [colours('ecru-navy', 'ecru-red'), sizes('xs', 's', 'm', 'l', 'xl')],
      [12, 28, 35, 22, 9, 4, 15, 0, 11, 3],
      { priceCents: 5900 },
    ),
  },
  {
    slug: 'mariniere-manches-courtes',
    categorySlug: category,
    name: { en: 'Short-sleeved Breton tee', fr: 'Marinière manches courtes' },
    summary: {
      en: 'A lighter striped tee for warm days, in fine organic cotton jersey.',
      fr: 'Une marinière plus légère pour les beaux jours, en jersey fin de coton biologique.',
    },
    description: {
      en: 'Cut from a fine organic cotton jersey knitted in France, this short-sleeved version keeps the boat neck and the stripes of the classic. It is light enough to wear on its own in summer and under a cardigan in spring.\n\nMachine wash at 30 °C, do not tumble dry.',
      fr: "Taillée dans un jersey fin de coton biologique tricoté en France, cette version à manches courtes garde l'encolure bateau et les rayures de la classique. Assez légère pour se porter seule l'été, et sous un cardigan au printemps.\n\nLavage en machine à 30 °C, pas de sèche-linge.",
    },
    images: ['mariniere-manches-courtes.svg', 'mariniere-manches-courtes-pliee.svg'],
    colourImages: {
      'ecru-navy': 'mariniere-manches-courtes.svg',
      'ecru-blue': 'mariniere-manches-courtes-pliee.svg',
    },
    addedDaysAgo: 21,
    featuredRank: 6,
    variants: variantGrid(
      'CPT-MMC',
      [colours('ecru-navy', 'ecru-blue'), sizes('xs', 's', 'm', 'l', 'xl')],
      [18, 24, 30, 16, 7, 6, 12, 14, 0, 0],
      { priceCents: 3900, compareAtCents: 4900 },
    ),
  },
  {
    slug: 'pull-marin-merinos',
    categorySlug: category,
    name: { en: 'Merino fisherman sweater', fr: 'Pull marin en laine mérinos' },
    summary: {
      en: "The sailor's sweater with a buttoned shoulder, knitted from soft extra-fine merino.",
      fr: "Le pull marin boutonné à l'épaule, tricoté dans un mérinos extra-fin tout doux.",
    },
    description: {
      en: 'A close-knit merino wool sweater with three buttons on the shoulder, ribbed cuffs and a hem that holds its shape. Knitted and finished in a family workshop near Troyes, it keeps you warm without bulk and does not itch.\n\nHand wash cold or use the wool cycle, and dry flat.',
      fr: "Un pull en laine mérinos à maille serrée, avec trois boutons sur l'épaule, des poignets côtelés et un bas qui garde sa forme. Tricoté et remaillé dans un atelier familial près de Troyes, il tient chaud sans épaissir et ne gratte pas.\n\nLavage à la main à froid ou programme laine, séchage à plat.",
    },
    images: ['pull-marin-merinos-marine.svg', 'pull-marin-merinos-ecru.svg'],
    colourImages: { navy: 'pull-marin-merinos-marine.svg', ecru: 'pull-marin-merinos-ecru.svg' },
    addedDaysAgo: 95,
    featuredRank: 3,
    variants: variantGrid(
      'CPT-PUL',
      [colours('navy', 'ecru'), sizes('s', 'm', 'l', 'xl')],
      [8, 14, 10, 5, 3, 0, 6, 2],
      { priceCents: 12900 },
    ),
  },
  {
    slug: 'cardigan-coton-bio',
    categorySlug: category,
    name: { en: 'Organic cotton cardigan', fr: 'Cardigan en coton bio' },
    summary: {
      en: 'A V-neck cardigan with patch pockets, the easy layer for every season.',
      fr: 'Un cardigan col V à poches plaquées, la pièce facile de toutes les saisons.',
    },
    description: {
      en: 'Knitted from organic cotton grown without pesticides, with five mother-of-pearl effect buttons and two patch pockets. Its airy stitch makes it pleasant to wear from April to October.\n\nMachine wash at 30 °C on a gentle cycle and dry flat.',
      fr: "Tricoté en coton biologique cultivé sans pesticides, avec cinq boutons effet nacre et deux poches plaquées. Sa maille aérée le rend agréable à porter d'avril à octobre.\n\nLavage en machine à 30 °C, cycle délicat, séchage à plat.",
    },
    images: ['cardigan-coton-bio-sauge.svg', 'cardigan-coton-bio-avoine.svg'],
    colourImages: { sage: 'cardigan-coton-bio-sauge.svg', oat: 'cardigan-coton-bio-avoine.svg' },
    addedDaysAgo: 12,
    featuredRank: 8,
    variants: variantGrid(
      'CPT-CAR',
      [colours('sage', 'oat'), sizes('xs', 's', 'm', 'l')],
      [10, 17, 21, 9, 2, 8, 13, 6],
      { priceCents: 8900 },
    ),
  },
  {
    slug: 'bonnet-cotele',
    categorySlug: category,
    name: { en: 'Ribbed wool beanie', fr: 'Bonnet côtelé en laine' },
    summary: {
      en: "A fisherman's beanie in ribbed lambswool, with a deep turn-up.",
      fr: "Un bonnet de pêcheur en laine d'agneau côtelée, avec un large revers.",
    },
    description: {
      en: 'Rib-knitted from lambswool spun in the Tarn, it stretches to fit every head and the turn-up keeps your ears warm. One size.\n\nHand wash cold and dry flat, away from heat.',
      fr: "Tricoté en côtes dans une laine d'agneau filée dans le Tarn, il s'adapte à toutes les têtes et son revers protège les oreilles. Taille unique.\n\nLavage à la main à froid, séchage à plat loin d'une source de chaleur.",
    },
    images: ['bonnet-cotele-marine.svg', 'bonnet-cotele-ocre.svg', 'bonnet-cotele-rouge.svg'],
    colourImages: {
      navy: 'bonnet-cotele-marine.svg',
      ochre: 'bonnet-cotele-ocre.svg',
      red: 'bonnet-cotele-rouge.svg',
    },
    addedDaysAgo: 40,
    featuredRank: 14,
    variants: variantGrid('CPT-BON', [colours('navy', 'ochre', 'red')], [34, 19, 1], {
      priceCents: 3200,
    }),
  },
  {
    slug: 'echarpe-laine-cachemire',
    categorySlug: category,
    name: { en: 'Wool and cashmere scarf', fr: 'Écharpe laine et cachemire' },
    summary: {
      en: 'A long, light scarf in merino and cashmere with fringed ends.',
      fr: 'Une longue écharpe légère en mérinos et cachemire, aux extrémités frangées.',
    },
    description: {
      en: 'Woven from 70% merino and 30% cashmere on a historic loom in the Pyrenees, then brushed for a soft, cloud-like handle. At 190 by 35 cm it wraps twice around the neck.\n\nDry clean, or hand wash cold with a wool detergent.',
      fr: 'Tissée avec 70\u00a0% de mérinos et 30\u00a0% de cachemire sur un métier historique des Pyrénées, puis grattée pour un toucher doux et vaporeux. Avec ses 190 × 35 cm, elle fait deux fois le tour du cou.\n\nNettoyage à sec, ou lavage à la main à froid avec une lessive pour laine.',
    },
    images: ['echarpe-laine-cachemire-gris.svg', 'echarpe-laine-cachemire-camel.svg'],
    colourImages: {
      grey: 'echarpe-laine-cachemire-gris.svg',
      camel: 'echarpe-laine-cachemire-camel.svg',
    },
    addedDaysAgo: 110,
    featuredRank: 11,
    variants: variantGrid('CPT-ECH', [colours('grey', 'camel')], [5, 2], {
      priceCents: 6900,
      compareAtCents: 8900,
    }),
  },
  {
    slug: 'chaussettes-rayees',
    categorySlug: category,
    name: { en: 'Striped cotton socks', fr: 'Chaussettes rayées en coton' },
    summary: {
      en: 'Navy-striped socks with a red heel and toe, knitted in Troyes.',
      fr: 'Des chaussettes rayées marine, talon et pointe rouges, tricotées à Troyes.',
    },
    description: {
      en: 'Knitted in combed cotton by one of the last sock makers in Troyes, with a hand-linked toe seam you will never feel. The ribbed top stays up without squeezing.\n\nMachine wash at 40 °C.',
      fr: "Tricotées en coton peigné par l'un des derniers fabricants de chaussettes de Troyes, avec une pointe remaillée à la main qui ne se sent pas. Le haut côtelé tient sans serrer.\n\nLavage en machine à 40 °C.",
    },
    images: ['chaussettes-rayees.svg'],
    addedDaysAgo: 2,
    featuredRank: 20,
    variants: variantGrid(
      'CPT-CHA',
      [sizes(['35-38', '35–38'], ['39-42', '39–42'], ['43-46', '43–46'])],
      [42, 0, 27],
      { priceCents: 1500 },
    ),
  },
]
