import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql as ambassadorGraphql } from '@comptoir/gql-client/ambassador-graphql'
import { graphql } from '@comptoir/gql-client/public-graphql'

import {
  approvedAmbassador,
  createOperationMutation,
  liveOperation,
  onAmbassador,
  operationFieldsFragment,
  operationInput,
  publishOperationMutation,
} from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'
import { ambassadorOperations } from '../../db/schema'
import { operationState } from './operation-state'

let api: TestApp
let marie: { token: string; code: string }
let paul: { token: string; code: string }

beforeAll(async () => {
  api = await startTestApp()
  marie = await approvedAmbassador(api, 'Marie Curie')
  paul = await approvedAmbassador(api, 'Paul Verlaine')
})

afterAll(async () => {
  await api.close()
})

const updateMutation = ambassadorGraphql(
  `
    mutation UpdateOperation($input: UpdateOperationInput!) {
      updateOperation(input: $input) {
        operation {
          ...OperationFields
        }
        errors {
          field
          code
        }
      }
    }
  `,
  [operationFieldsFragment],
)

const closeMutation = ambassadorGraphql(
  `
    mutation CloseOperation($id: ID!) {
      closeOperation(input: { id: $id }) {
        operation {
          ...OperationFields
        }
        errors {
          field
          code
        }
      }
    }
  `,
  [operationFieldsFragment],
)

const operationStateQuery = ambassadorGraphql(`
  query OperationState($id: ID!) {
    operation(id: $id) {
      id
      state
    }
  }
`)

const operationsQuery = ambassadorGraphql(`
  query Operations {
    operations(first: 50) {
      totalCount
      edges {
        node {
          id
        }
      }
    }
  }
`)

const ambassadorCardQuery = graphql(`
  query AmbassadorCard($code: String!) {
    ambassadorCard(code: $code) {
      code
      liveOperation {
        code
      }
    }
  }
`)

const day = 86_400_000

describe('operation states', () => {
  const base = {
    startsAt: new Date('2026-05-01T00:00:00Z'),
    endsAt: new Date('2026-05-10T00:00:00Z'),
    publishedAt: null as Date | null,
    closedAt: null as Date | null,
  }
  it.each([
    ['DRAFT until published', base, '2026-05-05T00:00:00Z', 'DRAFT'],
    [
      'SCHEDULED before its start',
      { ...base, publishedAt: base.startsAt },
      '2026-04-30T00:00:00Z',
      'SCHEDULED',
    ],
    ['LIVE at its start', { ...base, publishedAt: base.startsAt }, '2026-05-01T00:00:00Z', 'LIVE'],
    ['ENDED at its end', { ...base, publishedAt: base.startsAt }, '2026-05-10T00:00:00Z', 'ENDED'],
    [
      'ENDED once closed early',
      { ...base, publishedAt: base.startsAt, closedAt: new Date('2026-05-03T00:00:00Z') },
      '2026-05-04T00:00:00Z',
      'ENDED',
    ],
  ])('is %s', (_name, operation, at, state) => {
    expect(operationState(operation, new Date(at))).toBe(state)
  })
})

describe('operations through /gql/ambassador', () => {
  it('creates a draft, publishes it live, closes it early', async () => {
    const created = await onAmbassador(api, marie.token, createOperationMutation, {
      input: operationInput({ code: 'marie-ete', customerDiscount: 12.5 }),
    })
    const draft = created.body.data?.createOperation.operation
    if (!draft) throw new Error(JSON.stringify(created.body))
    expect(draft).toMatchObject({
      code: 'MARIE-ETE',
      state: 'DRAFT',
      customerDiscountPercent: 12.5,
    })

    const published = await onAmbassador(api, marie.token, publishOperationMutation, {
      id: draft.id,
    })
    expect(published.body.data?.publishOperation.operation?.state).toBe('LIVE')
    const card = await api.gql(ambassadorCardQuery, { variables: { code: 'marie-ete' } })
    expect(card.body.data).toEqual({
      ambassadorCard: { code: marie.code, liveOperation: { code: 'MARIE-ETE' } },
    })

    const again = await onAmbassador(api, marie.token, publishOperationMutation, { id: draft.id })
    expect(again.body.data?.publishOperation.errors[0]?.code).toBe('operation_already_published')

    const closed = await onAmbassador(api, marie.token, closeMutation, { id: draft.id })
    expect(closed.body.data?.closeOperation.operation?.state).toBe('ENDED')
    const after = await onAmbassador(api, marie.token, updateMutation, {
      input: { id: draft.id, ...operationInput({ code: 'MARIE-ETE' }) },
    })
    expect(after.body.data?.updateOperation.errors).toEqual([
      { field: null, code: 'operation_ended' },
    ])
  })

  it('is SCHEDULED when published before its start, and LIVE once the start comes', async () => {
    const start = new Date(Date.now() + 2 * day).toISOString()
    const created = await onAmbassador(api, marie.token, createOperationMutation, {
      input: operationInput({
        startsAt: start,
        endsAt: new Date(Date.now() + 9 * day).toISOString(),
      }),
    })
    const id = created.body.data?.createOperation.operation?.id ?? ''
    const published = await onAmbassador(api, marie.token, publishOperationMutation, { id })
    expect(published.body.data?.publishOperation.operation?.state).toBe('SCHEDULED')
    await api.database.handle.db
      .update(ambassadorOperations)
      .set({ startsAt: new Date(Date.now() - 1000) })
      .where(eq(ambassadorOperations.id, id))
    const read = await onAmbassador(api, marie.token, operationStateQuery, { id })
    expect(read.body.data).toEqual({ operation: { id, state: 'LIVE' } })
  })

  it('reports bad dates, a discount out of range and a bad code as field errors in both languages', async () => {
    const input = operationInput({
      code: 'x',
      customerDiscount: 45,
      startsAt: '2026-13-45',
      endsAt: '2026-05-01T00:00:00Z',
      salesGoal: -3,
    })
    const answers = await Promise.all(
      (['en', 'fr'] as const).map((locale) =>
        onAmbassador(
          api,
          marie.token,
          createOperationMutation,
          { input },
          { 'accept-language': locale },
        ),
      ),
    )
    const [en, fr] = answers.map((answer) => answer.body.data?.createOperation.errors ?? [])
    expect(en?.map((error) => [error.field, error.code])).toEqual([
      ['code', 'min'],
      ['customerDiscount', 'range'],
      ['startsAt', 'date'],
      ['salesGoal', 'numeric'],
    ])
    expect(fr?.map((error) => error.field)).toEqual(en?.map((error) => error.field))
    expect(fr?.[1]?.message).toMatch(/n’est pas valide$/)
    expect(en?.[1]?.message).toMatch(/is not valid$/)

    const reversed = await onAmbassador(
      api,
      marie.token,
      createOperationMutation,
      { input: operationInput({ startsAt: '2026-06-10', endsAt: '2026-06-01' }) },
      { 'accept-language': 'fr' },
    )
    expect(reversed.body.data?.createOperation.errors).toEqual([
      {
        field: 'endsAt',
        code: 'end_before_start',
        message: 'La date de fin doit être postérieure à la date de début',
      },
    ])

    const past = await onAmbassador(
      api,
      marie.token,
      createOperationMutation,
      { input: operationInput({ startsAt: '2020-01-01', endsAt: '2020-02-01' }) },
      { 'accept-language': 'en' },
    )
    expect(past.body.data?.createOperation.errors).toEqual([
      { field: 'endsAt', code: 'ends_in_past', message: 'The end date must be in the future' },
    ])
  })

  it('refuses a code already used by an operation or an ambassador', async () => {
    await liveOperation(api, marie.token, { code: 'UNIQUE-ONE' })
    const duplicate = await onAmbassador(
      api,
      paul.token,
      createOperationMutation,
      { input: operationInput({ code: 'unique-one' }) },
      { 'accept-language': 'fr' },
    )
    expect(duplicate.body.data?.createOperation.errors).toEqual([
      {
        field: 'code',
        code: 'code_taken',
        message: 'Ce code est déjà utilisé. Choisissez-en un autre.',
      },
    ])
    const ambassadorCode = await onAmbassador(api, paul.token, createOperationMutation, {
      input: operationInput({ code: marie.code }),
    })
    expect(ambassadorCode.body.data?.createOperation.errors[0]?.code).toBe('code_taken')
  })

  it('keeps the code, discount and start of a live operation', async () => {
    const live = await liveOperation(api, marie.token)
    const changed = await onAmbassador(api, marie.token, updateMutation, {
      input: {
        id: live.id,
        ...operationInput({
          code: 'SOMETHING-ELSE',
          customerDiscount: 20,
          startsAt: live.startsAt,
          name: 'Renamed',
        }),
      },
    })
    expect(changed.body.data?.updateOperation.errors).toEqual([
      { field: 'code', code: 'operation_live_locked' },
      { field: 'customerDiscount', code: 'operation_live_locked' },
    ])
    const renamed = await onAmbassador(api, marie.token, updateMutation, {
      input: {
        id: live.id,
        ...operationInput({
          code: live.code,
          customerDiscount: live.customerDiscountPercent,
          startsAt: live.startsAt,
          endsAt: new Date(Date.now() + 20 * day).toISOString(),
          name: 'Renamed',
        }),
      },
    })
    expect(renamed.body.data?.updateOperation.operation).toMatchObject({
      name: 'Renamed',
      state: 'LIVE',
    })
  })

  it('never shows or changes another ambassador’s operation', async () => {
    const mine = await liveOperation(api, marie.token)
    const read = await onAmbassador(api, paul.token, operationStateQuery, { id: mine.id })
    expect(read.body.data).toEqual({ operation: null })
    const list = await onAmbassador(api, paul.token, operationsQuery)
    expect(list.body.data?.operations.edges.map((edge) => edge.node.id)).not.toContain(mine.id)
    const close = await onAmbassador(api, paul.token, closeMutation, { id: mine.id })
    const publish = await onAmbassador(api, paul.token, publishOperationMutation, { id: mine.id })
    for (const errors of [
      close.body.data?.closeOperation.errors,
      publish.body.data?.publishOperation.errors,
    ]) {
      expect(errors).toEqual([
        expect.objectContaining({ field: 'id', code: 'operation_not_found' }),
      ])
    }
    const update = await onAmbassador(api, paul.token, updateMutation, {
      input: { id: mine.id, ...operationInput() },
    })
    expect(update.body.data?.updateOperation.errors[0]?.code).toBe('operation_not_found')
  })
})
