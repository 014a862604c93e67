import {
  getNamedType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
} from 'graphql'
import { describe, expect, it } from 'vitest'

import { schemaFiles } from './print-schemas'

const schemas = schemaFiles.map(({ file, schema }) => [file.split('/').pop(), schema] as const)

/** What breaks the one mutation shape: `input:` alone (or nothing), a payload with `errors`. */
function shapeProblems(field: GraphQLField<unknown, unknown>): string[] {
  const problems: string[] = []
  const args = field.args
  const input = args.find((arg) => arg.name === 'input')
  if (args.length > 1 || (args.length === 1 && !input)) {
    problems.push(`takes ${args.map((arg) => arg.name).join(', ')} instead of input`)
  }
  if (input && !(isNonNullType(input.type) && isInputObjectType(input.type.ofType))) {
    problems.push('input is not a required input object')
  }
  const payload = isNonNullType(field.type) ? field.type.ofType : null
  if (!payload || !isObjectType(payload) || !payload.name.endsWith('Payload')) {
    problems.push('does not return a non-null …Payload')
  } else {
    const errors = payload.getFields().errors
    if (errors?.type.toString() !== '[FieldError!]!') {
      problems.push(`${payload.name} has no errors: [FieldError!]!`)
    }
  }
  return problems
}

describe('the contract of both schemas', () => {
  it.each(schemas)(
    '%s: every mutation takes one input and returns a payload with errors',
    (_file, schema) => {
      const mutations = Object.values(schema.getMutationType()?.getFields() ?? {})
      expect(mutations.length).toBeGreaterThan(3)
      const problems = mutations.flatMap((field) =>
        shapeProblems(field).map((problem) => `${field.name} ${problem}`),
      )
      expect(problems).toEqual([])
    },
  )

  it.each(schemas)(
    '%s: no field takes a language argument (Accept-Language decides)',
    (_file, schema) => {
      const withLocale: string[] = []
      for (const type of Object.values(schema.getTypeMap())) {
        if (!isObjectType(type) || type.name.startsWith('__')) continue
        for (const field of Object.values(type.getFields())) {
          for (const arg of field.args) {
            if (arg.name === 'locale' || getNamedType(arg.type).name === 'Locale') {
              withLocale.push(`${type.name}.${field.name}(${arg.name})`)
            }
          }
        }
      }
      expect(withLocale).toEqual([])
    },
  )

  it('signs out with the same payload on every schema', () => {
    const logoutTypes = schemaFiles.map(({ schema }) =>
      schema.getMutationType()?.getFields().logout?.type.toString(),
    )
    expect(logoutTypes).toEqual(schemaFiles.map(() => 'LogoutPayload!'))
  })
})
