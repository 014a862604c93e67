import { describe, expect, it } from 'vitest'

import { ConfigError, loadConfig } from './config'
import { isValidSiren, registrationLine } from './config-shop-identity'

const own = {
  SHOP_LEGAL_NAME: 'Maison Lumière SARL',
  SHOP_ADDRESS: '4 quai des Brumes; 69002 Lyon; France',
  SHOP_SIREN: '732 829 320',
  SHOP_RCS_CITY: 'Lyon',
  SHOP_VAT_NUMBER: 'FR44 732829320',
  SHOP_CONTACT_EMAIL: 'bonjour@maison-lumiere.example',
}

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
    return []
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
}

describe('the shop’s legal identity', () => {
  it('is the demo company without settings, and says so', () => {
    const { shop } = loadConfig({}).commerce
    expect(shop).toMatchObject({ legalName: 'Comptoir Démo SAS', demo: true })
    expect(registrationLine(shop)).toBe('RCS Paris 123 456 782')
  })

  it('reads the shop’s own identity, normalised', () => {
    const { shop } = loadConfig(own).commerce
    expect(shop).toEqual({
      legalName: 'Maison Lumière SARL',
      address: ['4 quai des Brumes', '69002 Lyon', 'France'],
      siren: '732829320',
      rcsCity: 'Lyon',
      vatNumber: 'FR44732829320',
      contactEmail: 'bonjour@maison-lumiere.example',
      demo: false,
    })
    expect(registrationLine({ ...shop, rcsCity: null })).toBe('SIREN 732 829 320')
  })

  it('refuses a bad SIREN, a French VAT number of another company, a bad e-mail or half an identity', () => {
    expect(isValidSiren('732829320')).toBe(true)
    expect(isValidSiren('732829321')).toBe(false)
    expect(problems({ ...own, SHOP_SIREN: '732829321' })).toEqual([
      'SHOP_SIREN must be a SIREN of 9 digits such as 123 456 782',
    ])
    expect(problems({ ...own, SHOP_VAT_NUMBER: 'FR11123456782' })).toEqual([
      "SHOP_VAT_NUMBER must be the SIREN's French VAT number, FR44732829320",
    ])
    expect(problems({ ...own, SHOP_CONTACT_EMAIL: 'nobody' })).toEqual([
      'SHOP_CONTACT_EMAIL must be an e-mail address such as contact@shop.example',
    ])
    expect(problems({ ...own, SHOP_ADDRESS: 'one line only' })[0]).toMatch(
      /^SHOP_ADDRESS must have 2 to 5 lines/,
    )
    expect(problems({ SHOP_LEGAL_NAME: 'Half SAS' })).toEqual([
      'SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_SIREN, SHOP_VAT_NUMBER, SHOP_CONTACT_EMAIL must be set together, or none (the demo identity)',
    ])
  })
})
