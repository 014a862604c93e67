import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '@comptoir/gql-client/public-graphql'

import { startTestApp, type TestApp } from '../../../test/app'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

describe('ambassadorProgramme', () => {
  it('tells the public area the terms the programme applies', async () => {
    const response = await api.gql(
      graphql(`
        query AmbassadorProgramme {
          ambassadorProgramme {
            commissionRatePercent
            holdDays
            referralWindowDays
            maxCustomerDiscountPercent
            minimumPayout {
              amount
              currency
            }
          }
        }
      `),
    )
    expect(response.body).toEqual({
      data: {
        ambassadorProgramme: {
          commissionRatePercent: 10,
          holdDays: 14,
          referralWindowDays: 30,
          maxCustomerDiscountPercent: 30,
          minimumPayout: { amount: 5000, currency: 'EUR' },
        },
      },
    })
  })
})
