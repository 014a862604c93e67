import type { Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'

import { catalogueLoader } from './catalogue-loader'

const files = {
  './locales/en/messages.po': () => Promise.resolve<Messages>({ hello: 'Hello' }),
  './locales/fr/messages.po': () => Promise.resolve<Messages>({ hello: 'Bonjour' }),
}

describe('catalogueLoader', () => {
  it("loads the language's own catalogue", async () => {
    const load = catalogueLoader('shop', files)
    await expect(load('fr')).resolves.toEqual({ hello: 'Bonjour' })
    await expect(load('en')).resolves.toEqual({ hello: 'Hello' })
  })

  it('names the workspace and the language when a catalogue is missing', async () => {
    const load = catalogueLoader('portal', {
      './locales/en/messages.po': files['./locales/en/messages.po'],
    })
    await expect(load('fr')).rejects.toThrow('No portal catalogue for "fr"')
  })
})
