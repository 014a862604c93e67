import type {
  Cache,
  Data,
  KeyGenerator,
  KeyingConfig,
  UpdateResolver,
  Variables,
} from '@urql/exchange-graphcache'

/** Key of a type stored inside its parent (no identity of its own): `Money`, `PageInfo`… */
export const embedded: KeyGenerator = () => null

/**
 * A key generator reading one natural key field (`Order.number`, `Country.code`). An object
 * selected without that field is stored inside its parent instead.
 *
 * @param field the field that identifies the object
 * @returns the key generator
 */
export function keyedBy(field: string): KeyGenerator {
  return (data: Data) => {
    const value = data[field]
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null
  }
}

/**
 * Keys of a schema: every type listed in `embeddedTypes` stored inside its parent, plus the
 * natural keys.
 *
 * @param embeddedTypes types without identity
 * @param naturalKeys types identified by another field than `id`
 * @returns graphcache's `keys`
 */
export function keysOf(
  embeddedTypes: readonly string[],
  naturalKeys: Readonly<Record<string, string>>,
): KeyingConfig {
  const keys: KeyingConfig = {}
  for (const type of embeddedTypes) keys[type] = embedded
  for (const [type, field] of Object.entries(naturalKeys)) keys[type] = keyedBy(field)
  return keys
}

/**
 * A result value as a cache entity: an object carrying its `__typename`.
 *
 * @param value any value of a result
 * @returns the entity, or `null` when the value is not one
 */
export function entityOf(value: unknown): Data | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  return '__typename' in value && typeof value.__typename === 'string' ? (value as Data) : null
}

/**
 * Points every cached field `fieldName` of `entity` (whatever its arguments) at `link`, and the
 * field with each of `extraArgs` too, so queries not cached yet find it.
 *
 * @param cache the graphcache instance
 * @param entity the parent entity (`'Query'`)
 * @param fieldName the field to relink (`'cart'`)
 * @param link the new value: an entity, its key, or `null`
 * @param extraArgs argument sets to link even when not cached yet
 */
export function relinkField(
  cache: Cache,
  entity: string,
  fieldName: string,
  link: Data | string | null,
  extraArgs: readonly Variables[] = [],
): void {
  const key = link === null || typeof link === 'string' ? link : cache.keyOfEntity(link)
  for (const field of cache.inspectFields(entity)) {
    if (field.fieldName !== fieldName) continue
    if (field.arguments) cache.link(entity, fieldName, field.arguments, key)
    else cache.link(entity, fieldName, key)
  }
  for (const args of extraArgs) cache.link(entity, fieldName, args, key)
}

/**
 * Marks every cached field `fieldName` of `entity` stale, so the queries reading it refetch.
 *
 * @param cache the graphcache instance
 * @param entity the parent entity (`'Query'`, or an entity key)
 * @param fieldName the field (`'operations'`)
 */
export function invalidateField(cache: Cache, entity: string, fieldName: string): void {
  for (const field of cache.inspectFields(entity)) {
    if (field.fieldName === fieldName) cache.invalidate(entity, fieldName, field.arguments)
  }
}

/** An update that refetches the listed `Query` fields after the mutation. */
export function refetching(...fields: readonly string[]): UpdateResolver {
  return (_result, _args, cache) => {
    for (const field of fields) invalidateField(cache, 'Query', field)
  }
}
