// @vitest-environment node
import { isObjectType } from 'graphql'
import { describe, expect, it } from 'vitest'

import { apiSchema } from '../../test/api-schema'
import { adminCacheConfig } from './admin-cache'

describe('cache settings of the admin schema', () => {
  it('key every type without an id, and only those', () => {
    const schema = apiSchema('admin')
    const roots = new Set(['Query', 'Mutation', 'Subscription'])
    const idless = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !roots.has(type.name))
      .filter((type) => isObjectType(type) && !('id' in type.getFields()))
      .map((type) => type.name)
      .sort()
    expect(Object.keys(adminCacheConfig.keys ?? {}).sort()).toEqual(idless)
  })
})
