import { readFileSync } from 'node:fs'

import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql as ambassadorGraphql } from '@comptoir/gql-client/ambassador-graphql'

import { approvedAmbassador, onAmbassador } from '../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../test/app'

/*
 * Walks both printed schemas and sends hostile values to every argument of every query and
 * mutation: NUL bytes in text, integers at the edges of 32 bits, ids that are not ids, cursors
 * with a negative offset. Each must get an answer the caller can act on (a field error or a
 * validation error), never the masked internal error.
 */
const schemas = {
  public: buildSchema(
    readFileSync(new URL('../../schema/public.graphql', import.meta.url), 'utf8'),
  ),
  ambassador: buildSchema(
    readFileSync(new URL('../../schema/ambassador.graphql', import.meta.url), 'utf8'),
  ),
}

type Hostility = 'nul' | 'huge' | 'negative' | 'bad-id' | 'bad-cursor'
const hostilities: Hostility[] = ['nul', 'huge', 'negative', 'bad-id', 'bad-cursor']

/** A cursor of the connections' own form, with an offset no list gives. */
const negativeCursor = Buffer.from('OffsetConnection:-999').toString('base64')

function hostileValue(type: GraphQLInputType, hostility: Hostility, depth = 0): unknown {
  if (isNonNullType(type)) return hostileValue(type.ofType, hostility, depth)
  if (isListType(type)) return [hostileValue(type.ofType, hostility, depth)]
  if (isEnumType(type)) return type.getValues()[0]?.value
  if (isInputObjectType(type)) {
    if (depth > 3) return null
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [
        field.name,
        hostileValue(field.type, hostility, depth + 1),
      ]),
    )
  }
  if (!isScalarType(type)) return null
  switch (type.name) {
    case 'Int':
      return hostility === 'huge' ? 2_147_483_647 : hostility === 'negative' ? -2_147_483_648 : 1
    case 'Float':
      return hostility === 'huge' ? 1e308 : hostility === 'negative' ? -1e308 : 1
    case 'Boolean':
      return true
    case 'ID':
      return hostility === 'bad-id' ? '-'.repeat(36) : hostility === 'nul' ? 'a\u0000b' : '7'
    case 'DateTime':
      return hostility === 'nul' ? '2026-01-01\u0000' : '2026-01-01T00:00:00Z'
    default:
      return hostility === 'nul'
        ? 'Marie\u0000 Dubois'
        : hostility === 'bad-id'
          ? '-'.repeat(36)
          : 'x'
  }
}

function typeText(type: GraphQLInputType): string {
  return type.toString()
}

/** `query Q($a: T!) { field(a: $a) { __typename } }` for one root field. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const definitions = field.args.map((arg) => `$${arg.name}: ${typeText(arg.type)}`).join(', ')
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')
  const named = getNamedType(field.type)
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }'
  return `${kind} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`
}

function rootFields(schema: GraphQLSchema) {
  const roots: ['query' | 'mutation', GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ]
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {})
      .filter((field) => field.args.length > 0)
      .map((field) => ({ kind, field })),
  )
}

let api: TestApp
let ambassadorToken: string

beforeAll(async () => {
  api = await startTestApp()
  ambassadorToken = (await approvedAmbassador(api, 'Fuzz Tester')).token
})

afterAll(async () => {
  await api.close()
})

describe.each(['public', 'ambassador'] as const)('hostile input on the %s schema', (name) => {
  it('never answers with an internal error', async () => {
    const failures: string[] = []
    for (const { kind, field } of rootFields(schemas[name])) {
      for (const hostility of hostilities) {
        const variables = Object.fromEntries(
          field.args.map((arg) => [
            arg.name,
            hostility === 'bad-cursor' && ['after', 'before'].includes(arg.name)
              ? negativeCursor
              : hostileValue(arg.type, hostility),
          ]),
        )
        const query = operationFor(kind, field)
        const response =
          name === 'public'
            ? await api.gql(query, { variables, ip: `198.51.100.${String(failures.length % 200)}` })
            : await onAmbassador(api, ambassadorToken, query, variables)
        const internal = (response.body.errors ?? []).filter(
          (error) =>
            error.message === 'Unexpected error.' ||
            (error as { extensions?: { code?: string } }).extensions?.code ===
              'INTERNAL_SERVER_ERROR',
        )
        if (internal.length > 0 || response.status >= 500) {
          failures.push(`${field.name} (${hostility}): ${JSON.stringify(response.body.errors)}`)
        }
      }
    }
    expect(failures).toEqual([])
  })
})

describe('integer bounds', () => {
  it('answers a sales goal past the 32-bit range of cents with a field error', async () => {
    const start = new Date(Date.now() + 86_400_000)
    const createOperation = ambassadorGraphql(`
      mutation CreateOperation($input: OperationInput!) {
        createOperation(input: $input) {
          operation {
            id
          }
          errors {
            field
            code
          }
        }
      }
    `)
    const response = await onAmbassador(api, ambassadorToken, createOperation, {
      input: {
        name: 'Too big',
        code: 'TOO-BIG',
        customerDiscount: 5,
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 86_400_000).toISOString(),
        salesGoal: 21_474_837,
      },
    })
    expect(response.body).toEqual({
      data: {
        createOperation: { operation: null, errors: [{ field: 'salesGoal', code: 'range' }] },
      },
    })
  })
})
