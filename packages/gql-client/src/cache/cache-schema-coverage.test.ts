// @vitest-environment node
import {
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql'
import { describe, expect, it } from 'vitest'

import { apiSchema } from '../../test/api-schema'
import { ambassadorCacheConfig, ambassadorNaturalKeys } from './ambassador-cache'
import { publicCacheConfig, publicNaturalKeys, publicNumberedConnections } from './public-cache'

const configs = {
  public: {
    config: publicCacheConfig,
    naturalKeys: publicNaturalKeys,
    numbered: publicNumberedConnections,
  },
  ambassador: {
    config: ambassadorCacheConfig,
    naturalKeys: ambassadorNaturalKeys,
    numbered: {} as Readonly<Record<string, readonly string[]>>,
  },
} as const

function objectTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  const roots = new Set([
    schema.getQueryType(),
    schema.getMutationType(),
    schema.getSubscriptionType(),
  ])
  return Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType =>
      isObjectType(type) && !type.name.startsWith('__') && !roots.has(type),
  )
}

describe.each(['public', 'ambassador'] as const)(
  'cache settings of the %s schema',
  (name: keyof typeof configs) => {
    const schema = apiSchema(name)
    const { config, naturalKeys, numbered } = configs[name]

    it('key every type without an id, and only those', () => {
      const idless = objectTypes(schema)
        .filter((type) => !('id' in type.getFields()))
        .map((type) => type.name)
        .sort()
      expect(Object.keys(config.keys ?? {}).sort()).toEqual(idless)
    })

    it('use natural keys that exist and are required', () => {
      for (const [typeName, field] of Object.entries(naturalKeys)) {
        const type = schema.getType(typeName)
        expect(isObjectType(type), typeName).toBe(true)
        const fieldType = isObjectType(type) ? type.getFields()[field]?.type : undefined
        expect(
          isNonNullType(fieldType) && isLeafType(fieldType.ofType),
          `${typeName}.${field}`,
        ).toBe(true)
      }
    })

    it('merge the pages of every Relay connection but those read by page number', () => {
      const connections: Record<string, string[]> = {}
      const parents = [schema.getQueryType(), ...objectTypes(schema)]
      for (const parent of parents) {
        for (const field of Object.values(parent?.getFields() ?? {})) {
          if (!getNamedType(field.type).name.endsWith('Connection') || !parent) continue
          ;(connections[parent.name] ??= []).push(field.name)
        }
      }
      const configured: Record<string, string[]> = {}
      for (const listed of [config.relayConnections ?? {}, numbered]) {
        for (const [type, fields] of Object.entries(listed)) {
          configured[type] = [...(configured[type] ?? []), ...fields].sort()
        }
      }
      for (const [type, fields] of Object.entries(numbered)) {
        for (const field of fields) {
          expect(config.relayConnections?.[type] ?? [], `${type}.${field}`).not.toContain(field)
        }
      }
      expect(configured).toEqual(
        Object.fromEntries(
          Object.entries(connections).map(([type, fields]) => [type, fields.sort()]),
        ),
      )
    })
  },
)
