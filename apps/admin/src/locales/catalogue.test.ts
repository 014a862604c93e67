// @vitest-environment node
import { fileURLToPath } from 'node:url'

import { findLooseFrenchPunctuation, findMissingTranslations } from '@comptoir/i18n/testing'
import { describe, expect, it } from 'vitest'

const french = fileURLToPath(new URL('./fr/messages.po', import.meta.url))

describe('the back office catalogue', () => {
  it('translates every message into French', () => {
    expect(findMissingTranslations(french)).toEqual([])
  })

  it('keeps French ? ! : ; with the word before them (narrow no-break space), so none wraps alone', () => {
    expect(findLooseFrenchPunctuation(french)).toEqual([])
  })
})
