import type { SeedProduct } from '../types'
import { flavours, formats, priceBy, variantGrid } from './options'

const category = 'epicerie'

export const pantry: SeedProduct[] = [
  {
    slug: 'huile-olive',
    categorySlug: category,
    name: { en: 'Extra virgin olive oil', fr: "Huile d'olive vierge extra" },
    summary: {
      en: 'A fruity cold-pressed oil from the Vallée des Baux-de-Provence.',
      fr: 'Une huile fruitée pressée à froid, de la vallée des Baux-de-Provence.',
    },
    description: {
      en: 'Pressed within hours of the harvest from Salonenque and Grossane olives at a family mill in the Alpilles. Green and fruity, with notes of artichoke and cut grass, it is at its best raw, on vegetables and bread.\n\nStore away from light and heat.',
      fr: "Pressée quelques heures après la récolte, à partir d'olives salonenques et grossanes, dans un moulin familial des Alpilles. Au fruité vert, avec des notes d'artichaut et d'herbe coupée, elle se déguste crue, sur les légumes et le pain.\n\nÀ conserver à l'abri de la lumière et de la chaleur.",
    },
    images: ['huile-olive.svg', 'huile-olive-rameau.svg'],
    addedDaysAgo: 15,
    featuredRank: 5,
    variants: variantGrid(
      'CPT-HUI',
      [formats(['250ml', '250 ml'], ['500ml', '500 ml'], ['1l', '1 L'])],
      [48, 33, 0],
      priceBy('format', {
        '250ml': { priceCents: 990 },
        '500ml': { priceCents: 1690 },
        '1l': { priceCents: 2990 },
      }),
    ),
  },
  {
    slug: 'caramel-beurre-sale',
    categorySlug: category,
    name: { en: 'Salted-butter caramel spread', fr: 'Caramel au beurre salé' },
    summary: {
      en: 'A creamy Breton caramel made with salted butter and Guérande salt.',
      fr: 'Un caramel breton onctueux au beurre salé et au sel de Guérande.',
    },
    description: {
      en: 'Slowly cooked in copper pans in Quiberon, with cream, salted butter and a pinch of fleur de sel. Spread it on crêpes, stir it into yoghurt or eat it straight from the spoon.\n\nOnce opened, keep in the fridge and eat within three weeks.',
      fr: 'Cuit lentement dans des chaudrons en cuivre à Quiberon, avec de la crème, du beurre salé et une pincée de fleur de sel. À tartiner sur les crêpes, à mélanger au yaourt ou à manger à la cuillère.\n\nAprès ouverture, à conserver au réfrigérateur et à consommer sous trois semaines.',
    },
    images: ['caramel-beurre-sale.svg'],
    addedDaysAgo: 5,
    featuredRank: 7,
    variants: variantGrid(
      'CPT-CBS',
      [formats(['220g', '220 g'], ['350g', '350 g'])],
      [61, 4],
      priceBy('format', { '220g': { priceCents: 790 }, '350g': { priceCents: 1090 } }),
    ),
  },
  {
    slug: 'fleur-de-sel',
    categorySlug: category,
    name: { en: 'Guérande fleur de sel', fr: 'Fleur de sel de Guérande' },
    summary: {
      en: 'Sea salt crystals raked by hand in the Guérande salt marshes.',
      fr: 'Des cristaux de sel récoltés à la main dans les marais salants de Guérande.',
    },
    description: {
      en: 'Fleur de sel forms on the surface of the salt pans on warm, windy days and is gathered by hand by a salt worker with a wooden rake. Unrefined and unwashed, it adds crunch to grilled meat, vegetables and chocolate desserts.\n\nKeep in a dry place.',
      fr: 'La fleur de sel se forme à la surface des œillets par temps chaud et venteux, et le paludier la cueille à la main avec une lousse en bois. Non raffinée et non lavée, elle apporte du croquant aux grillades, aux légumes et aux desserts au chocolat.\n\nÀ conserver au sec.',
    },
    images: ['fleur-de-sel.svg'],
    addedDaysAgo: 80,
    featuredRank: 13,
    variants: variantGrid(
      'CPT-FDS',
      [formats(['125g', '125 g'], ['250g', '250 g'])],
      [55, 40],
      priceBy('format', { '125g': { priceCents: 690 }, '250g': { priceCents: 1190 } }),
    ),
  },
  {
    slug: 'confiture-artisanale',
    categorySlug: category,
    name: { en: 'Small-batch jam', fr: 'Confiture artisanale' },
    summary: {
      en: 'Fruit jams cooked in copper pans, with 65% fruit.',
      fr: 'Des confitures cuites au chaudron de cuivre, avec 65\u00a0% de fruits.',
    },
    description: {
      en: 'Made in small batches in the Drôme with whole fruit picked ripe, cane sugar and nothing else. Choose apricot from the Rhône valley, black fig or Gariguette strawberry. 320 g jar.\n\nOnce opened, keep in the fridge.',
      fr: "Préparées par petites quantités dans la Drôme avec des fruits entiers cueillis mûrs, du sucre de canne et rien d'autre. Au choix, abricot de la vallée du Rhône, figue noire ou fraise gariguette. Pot de 320 g.\n\nAprès ouverture, à conserver au réfrigérateur.",
    },
    images: ['confitures.svg', 'confitures-abricot.svg'],
    addedDaysAgo: 26,
    featuredRank: 17,
    variants: variantGrid(
      'CPT-CNF',
      [
        flavours(
          ['apricot', { en: 'Apricot', fr: 'Abricot' }],
          ['fig', { en: 'Black fig', fr: 'Figue noire' }],
          ['strawberry', { en: 'Strawberry', fr: 'Fraise' }],
        ),
      ],
      [27, 0, 5],
      { priceCents: 750 },
    ),
  },
  {
    slug: 'moutarde-ancienne',
    categorySlug: category,
    name: { en: 'Whole-grain mustard', fr: "Moutarde à l'ancienne" },
    summary: {
      en: 'A mild, grainy mustard in its stoneware pot, sealed with cork and wax.',
      fr: 'Une moutarde douce et granuleuse, dans son pot en grès scellé de liège et de cire.',
    },
    description: {
      en: 'Made in Meaux to a recipe kept since the 17th century, with whole mustard seeds, vinegar and spices. Perfect with a roast, in a vinaigrette or in a creamy sauce, and the stoneware pot makes a lovely pencil holder afterwards.\n\nOnce opened, keep in the fridge.',
      fr: 'Fabriquée à Meaux selon une recette conservée depuis le XVIIᵉ siècle, avec des graines de moutarde entières, du vinaigre et des épices. Parfaite avec un rôti, dans une vinaigrette ou une sauce à la crème, et le pot en grès fait ensuite un joli pot à crayons.\n\nAprès ouverture, à conserver au réfrigérateur.',
    },
    images: ['moutarde-ancienne.svg'],
    addedDaysAgo: 62,
    featuredRank: 27,
    variants: variantGrid(
      'CPT-MOU',
      [formats(['250g', '250 g'], ['500g', '500 g'])],
      [22, 8],
      priceBy('format', { '250g': { priceCents: 690 }, '500g': { priceCents: 1190 } }),
    ),
  },
  {
    slug: 'sables-bretons',
    categorySlug: category,
    name: { en: 'Breton butter biscuits', fr: 'Sablés bretons pur beurre' },
    summary: {
      en: 'Thick, crumbly biscuits made with salted butter, in a keepsake tin.',
      fr: 'Des sablés épais et friables au beurre salé, dans une jolie boîte en métal.',
    },
    description: {
      en: 'Baked in Pont-Aven with Breton salted butter, wheat flour, sugar and egg yolks, then scored with a fork as tradition demands. They keep for weeks in their reusable metal tin.\n\nStore in a dry place.',
      fr: "Cuits à Pont-Aven avec du beurre salé breton, de la farine de blé, du sucre et des jaunes d'œufs, puis rayés à la fourchette comme le veut la tradition. Ils se gardent plusieurs semaines dans leur boîte en métal réutilisable.\n\nÀ conserver au sec.",
    },
    images: ['sables-bretons.svg'],
    addedDaysAgo: 9,
    featuredRank: 21,
    variants: variantGrid(
      'CPT-SAB',
      [
        formats(
          ['250g', { en: '250 g tin', fr: 'Boîte de 250 g' }],
          ['500g', { en: '500 g tin', fr: 'Boîte de 500 g' }],
        ),
      ],
      [70, 19],
      priceBy('format', {
        '250g': { priceCents: 890, compareAtCents: 1090 },
        '500g': { priceCents: 1490, compareAtCents: 1790 },
      }),
    ),
  },
  {
    slug: 'the-noir-bergamote',
    categorySlug: category,
    name: { en: 'Earl Grey black tea', fr: 'Thé noir à la bergamote' },
    summary: {
      en: 'A loose-leaf black tea scented with Calabrian bergamot.',
      fr: 'Un thé noir en vrac parfumé à la bergamote de Calabre.',
    },
    description: {
      en: 'Blended in Paris from Darjeeling and Ceylon leaves with natural bergamot oil and a few cornflower petals. Brew for 3 minutes at 90 °C.\n\nKeep the tin closed, away from light and moisture.',
      fr: "Assemblé à Paris à partir de feuilles de Darjeeling et de Ceylan, avec de l'huile essentielle naturelle de bergamote et quelques pétales de bleuet. Infuser 3 minutes à 90 °C.\n\nBien refermer la boîte, à l'abri de la lumière et de l'humidité.",
    },
    images: ['the-noir-bergamote.svg'],
    addedDaysAgo: 118,
    featuredRank: 30,
    variants: variantGrid(
      'CPT-THE',
      [
        formats(
          ['100g', { en: '100 g tin', fr: 'Boîte de 100 g' }],
          ['250g', { en: '250 g refill', fr: 'Recharge de 250 g' }],
        ),
      ],
      [0, 0],
      priceBy('format', { '100g': { priceCents: 1290 }, '250g': { priceCents: 2490 } }),
    ),
  },
]
