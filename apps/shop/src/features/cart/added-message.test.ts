import { setupI18n, type Messages } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'

import { catalogueLoaders } from '../../catalogues'
import { addedMessage } from './added-message'

const i18n = setupI18n()
beforeAll(async () => {
  for (const locale of ['en', 'fr'] as const) {
    const catalogues = await Promise.all(catalogueLoaders.map((load) => load(locale)))
    i18n.load(locale, Object.assign({}, ...catalogues) as Messages)
  }
})
const outcome = (added: number, inCart: number) => ({ errors: [], added, inCart })

describe('addedMessage', () => {
  it('confirms an add of everything asked', () => {
    i18n.activate('en')
    expect(addedMessage(i18n, 2, outcome(2, 5))).toBe('Added to your cart.')
  })

  it('says how many are left and how many were added when fewer than asked', () => {
    i18n.activate('en')
    expect(addedMessage(i18n, 9, outcome(4, 4))).toBe('Only 4 left: 4 added to your cart.')
    i18n.activate('fr')
    expect(addedMessage(i18n, 9, outcome(4, 4))).toBe(
      'Il n’en reste que 4\u202f: 4 ajoutés à votre panier.',
    )
  })

  it('speaks of the last one in the singular, in French', () => {
    i18n.activate('fr')
    expect(addedMessage(i18n, 3, outcome(1, 1))).toBe(
      'Plus qu’un seul\u202f: 1 ajouté à votre panier.',
    )
  })
})
