import { localeFromAcceptLanguage, type Locale } from '@comptoir/i18n/locales'
import {
  defaultFieldResolver,
  getNamedType,
  GraphQLError,
  isObjectType,
  type GraphQLSchema,
} from 'graphql'

import { currentRequest } from '../observability/request-context'

/** What the connections' cursors encode (Pothos' offset cursors), with an offset of sane size. */
const offsetCursor = /^OffsetConnection:(0|[1-9]\d{0,8})$/

const messages: Record<Locale, { cursor: string; count: string }> = {
  en: {
    cursor: 'This cursor is not valid: use a cursor the same list gave (pageInfo or an edge).',
    count: '`first` and `last` must be whole numbers, 0 or more.',
  },
  fr: {
    cursor:
      'Ce curseur n’est pas valide\u00a0: utilisez un curseur donné par la même liste (pageInfo ou une arête).',
    count: '`first` et `last` doivent être des nombres entiers positifs ou nuls.',
  },
}

/** Whether a cursor is one a connection gave: base64 of an offset cursor, nothing else. */
export function isConnectionCursor(cursor: string): boolean {
  const decoded = Buffer.from(cursor, 'base64')
  if (decoded.toString('base64') !== cursor) return false
  return offsetCursor.test(decoded.toString('utf8'))
}

function refusal(kind: 'cursor' | 'count'): GraphQLError {
  const locale = localeFromAcceptLanguage(currentRequest()?.acceptLanguage)
  return new GraphQLError(messages[locale][kind], {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  })
}

function checkArguments(args: Record<string, unknown>): void {
  for (const name of ['after', 'before']) {
    const cursor = args[name]
    if (typeof cursor === 'string' && !isConnectionCursor(cursor)) throw refusal('cursor')
  }
  for (const name of ['first', 'last']) {
    const count = args[name]
    if (typeof count === 'number' && count < 0) throw refusal('count')
  }
}

const guarded = new WeakSet<GraphQLSchema>()

/**
 * Checks the paging arguments of every connection field of a schema before its resolver runs:
 * a cursor no list gave or a negative count is the caller's mistake (BAD_USER_INPUT, 400), not
 * an offset that reaches the database.
 */
export function guardConnectionArguments(schema: GraphQLSchema): GraphQLSchema {
  if (guarded.has(schema)) return schema
  guarded.add(schema)
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue
    for (const field of Object.values(type.getFields())) {
      const paged = field.args.some((arg) => ['after', 'before'].includes(arg.name))
      if (!paged || !getNamedType(field.type).name.endsWith('Connection')) continue
      const resolve = field.resolve ?? defaultFieldResolver
      field.resolve = (source, args: Record<string, unknown>, context, info) => {
        checkArguments(args)
        return resolve(source, args, context, info)
      }
    }
  }
  return schema
}
