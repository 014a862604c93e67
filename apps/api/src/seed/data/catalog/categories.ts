import type { SeedCategory } from '../types'

export const categories: SeedCategory[] = [
  {
    slug: 'mailles',
    position: 1,
    name: { en: 'Marinières & knitwear', fr: 'Marinières et mailles' },
    description: {
      en: 'Breton stripes, merino and cotton knits, made to last and to be handed down.',
      fr: 'Rayures bretonnes, mailles de mérinos et de coton, faites pour durer et se transmettre.',
    },
  },
  {
    slug: 'linge-de-maison',
    position: 2,
    name: { en: 'Linen & home textiles', fr: 'Linge de maison' },
    description: {
      en: 'Washed linen and pure wool for the table, the bed and the sofa.',
      fr: 'Du lin lavé et de la pure laine pour la table, le lit et le canapé.',
    },
  },
  {
    slug: 'arts-de-la-table',
    position: 3,
    name: { en: 'Tableware & ceramics', fr: 'Arts de la table' },
    description: {
      en: 'Hand-thrown stoneware, glass and olive wood for everyday meals.',
      fr: "Du grès tourné à la main, du verre et du bois d'olivier pour les repas de tous les jours.",
    },
  },
  {
    slug: 'epicerie',
    position: 4,
    name: { en: 'Kitchen & pantry', fr: 'Épicerie fine' },
    description: {
      en: 'Olive oil, salted-butter caramel, sea salt and jams from small French producers.',
      fr: "Huile d'olive, caramel au beurre salé, sel marin et confitures de petits producteurs français.",
    },
  },
  {
    slug: 'bain',
    position: 5,
    name: { en: 'Bath & soap', fr: 'Bain et savons' },
    description: {
      en: 'Marseille soap, gentle scented bars, and linen and cotton that dry in no time.',
      fr: 'Savon de Marseille, savons parfumés tout doux, lin et coton qui sèchent en un rien de temps.',
    },
  },
  {
    slug: 'papeterie',
    position: 6,
    name: { en: 'Stationery & accessories', fr: 'Papeterie et accessoires' },
    description: {
      en: 'Sewn notebooks, cedar pencils, canvas totes and caps for every day.',
      fr: 'Carnets cousus, crayons en cèdre, tote bags et casquettes en toile pour tous les jours.',
    },
  },
]
