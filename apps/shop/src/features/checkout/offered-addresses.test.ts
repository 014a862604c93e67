import { describe, expect, it } from 'vitest'

import { distinctAddresses, offeredAddresses } from './saved-addresses'

const address = (line1: string, city: string) => ({
  firstName: 'Camille',
  lastName: 'Martin',
  line1,
  line2: null,
  postalCode: '75011',
  city,
  country: 'FR',
  countryName: 'France',
  phone: null,
})

describe('the addresses checkout offers', () => {
  it('puts the address book first (its default first), then the earlier orders’ ones, once each', () => {
    const home = address('12 rue des Lilas', 'Paris')
    const office = address('4 quai Saint-Antoine', 'Lyon')
    const offered = offeredAddresses({
      savedAddresses: [{ address: office }, { address: home }],
      addresses: [address('12  Rue des Lilas', 'PARIS'), address('1 rue Neuve', 'Nantes')],
    })
    expect(distinctAddresses(offered).map((entry) => entry.city)).toEqual([
      'Lyon',
      'Paris',
      'Nantes',
    ])
    expect(offeredAddresses(null)).toEqual([])
  })
})
