import { describe, expect, it } from 'vitest'

import { filterFaq } from './filter-faq'

const sections = [
  {
    key: 'delivery',
    title: 'Livraison',
    entries: [
      { id: '1', question: 'Quand ma commande arrive-t-elle ?', answer: 'En 3 à 5 jours ouvrés.' },
      { id: '2', question: 'Livrez-vous en Belgique ?', answer: 'Oui.' },
    ],
  },
  {
    key: 'returns',
    title: 'Retours',
    entries: [{ id: '3', question: 'Retour ?', answer: '30 jours.' }],
  },
]

describe('filterFaq', () => {
  it('keeps every section for an empty search', () => {
    expect(filterFaq(sections, '  ')).toHaveLength(2)
  })

  it('matches every word, ignoring accents and case, and drops empty sections', () => {
    const found = filterFaq(sections, 'ouvres COMMANDE')
    expect(found.map((section) => section.entries.map((entry) => entry.id))).toEqual([['1']])
  })
})
