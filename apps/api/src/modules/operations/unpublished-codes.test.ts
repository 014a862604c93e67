import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '@comptoir/gql-client/public-graphql'

import {
  approvedAmbassador,
  createOperationMutation,
  onAmbassador,
  operationInput,
  publishOperationMutation,
} from '../../../test/ambassador-fixtures'
import { recordVisitMutation } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { programmeCodeResolver } from './programme-codes'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

const cardQuery = graphql(`
  query UnpublishedCard($code: String!) {
    ambassadorCard(code: $code) {
      code
    }
  }
`)

const liveOperationsQuery = graphql(`
  query UnpublishedLiveOperations($search: String!) {
    liveOperations(search: $search) {
      operation {
        code
      }
    }
  }
`)

/** What the shop makes of a code: its card, a click on its link, the checkout, the choice list. */
async function shopSees(code: string) {
  const card = await api.gql(cardQuery, { variables: { code } })
  const visit = await api.gql(recordVisitMutation, { variables: { code }, ip: '198.51.100.77' })
  const choices = await api.gql(liveOperationsQuery, { variables: { search: code } })
  const checkout = await programmeCodeResolver.resolve(api.database.handle.db, code, new Date())
  return {
    card: card.body.data?.ambassadorCard ?? null,
    link: visit.body.data?.recordReferralVisit.referral?.code ?? null,
    choice: choices.body.data?.liveOperations.map((live) => live.operation.code) ?? [],
    checkout: checkout?.code ?? null,
  }
}

const nothing = { card: null, link: null, choice: [], checkout: null }

describe('an operation’s code before it is live', () => {
  it('means nothing anywhere in the shop while a draft, nor once published before its start', async () => {
    const who = await approvedAmbassador(api, 'Iris Draft')
    const day = 86_400_000
    const created = await onAmbassador(api, who.token, createOperationMutation, {
      input: operationInput({ code: 'IRIS-DRAFT' }),
    })
    const draft = created.body.data?.createOperation.operation
    if (!draft) throw new Error(JSON.stringify(created.body))
    expect(draft.state).toBe('DRAFT')
    expect(await shopSees('iris-draft')).toEqual(nothing)

    const later = await onAmbassador(api, who.token, createOperationMutation, {
      input: operationInput({
        code: 'IRIS-LATER',
        startsAt: new Date(Date.now() + 2 * day).toISOString(),
        endsAt: new Date(Date.now() + 5 * day).toISOString(),
      }),
    })
    const id = later.body.data?.createOperation.operation?.id ?? ''
    const published = await onAmbassador(api, who.token, publishOperationMutation, { id })
    expect(published.body.data?.publishOperation.operation?.state).toBe('SCHEDULED')
    expect(await shopSees('IRIS-LATER')).toEqual(nothing)

    const live = await onAmbassador(api, who.token, publishOperationMutation, { id: draft.id })
    expect(live.body.data?.publishOperation.operation?.state).toBe('LIVE')
    expect(await shopSees('iris-draft')).toEqual({
      card: { code: who.code },
      link: 'IRIS-DRAFT',
      choice: ['IRIS-DRAFT'],
      checkout: 'IRIS-DRAFT',
    })
  })
})
