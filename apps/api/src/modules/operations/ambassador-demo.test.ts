import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '@comptoir/gql-client/public-graphql'

import { ambassadorLoginMutation } from '../../../test/accounts'
import { startTestApp, type TestApp } from '../../../test/app'
import { createPasswordHasher } from '../accounts/passwords'
import { demoData } from '../../seed/demo-data'
import { seedDatabase } from '../../seed/seed'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, demoData, createPasswordHasher())
})

afterAll(async () => {
  await api.close()
})

describe('the demo ambassador', () => {
  it('has a live operation, found by her code and by its own, and signs in', async () => {
    const query = graphql(`
      query AmbassadorCard($code: String!) {
        ambassadorCard(code: $code) {
          code
          displayName
          liveOperation {
            code
            customerDiscountPercent
          }
        }
      }
    `)
    const expected = {
      ambassadorCard: {
        code: 'MARIE',
        displayName: 'Marie',
        liveOperation: { code: 'MARIE-PRINTEMPS', customerDiscountPercent: 10 },
      },
    }
    expect((await api.gql(query, { variables: { code: 'MARIE' } })).body.data).toEqual(expected)
    expect((await api.gql(query, { variables: { code: 'marie-printemps' } })).body.data).toEqual(
      expected,
    )
    const login = await api.gql(ambassadorLoginMutation, {
      variables: { input: { email: 'ambassador@comptoir.test', password: 'comptoir-demo-2026' } },
    })
    expect(login.body.data?.ambassadorLogin.errors).toEqual([])
    expect(login.body.data?.ambassadorLogin.token).toEqual(expect.any(String))
  })

  it('moves the operation around the day the demo is loaded again', async () => {
    const later = new Date(Date.now() + 60 * 86_400_000)
    await seedDatabase(api.database.handle.db, demoData, createPasswordHasher(), later)
    const [operation] = await api.app.services.referrals.liveOperations('printemps')
    expect(operation).toBeUndefined()
    const operations = await api.database.handle.db.query.ambassadorOperations.findMany()
    expect(operations).toHaveLength(1)
    expect(operations[0]?.endsAt.getTime()).toBeGreaterThan(later.getTime())
  })
})
