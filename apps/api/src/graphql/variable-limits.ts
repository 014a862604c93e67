import { localeFromAcceptLanguage, type Locale } from '@comptoir/i18n/locales'
import type { FastifyInstance } from 'fastify'
import { GraphQLError } from 'graphql'

/** No input of the schemas nests deeper than a few levels nor holds more than a few hundred values. */
export const variableLimits = { maxDepth: 12, maxValues: 1000 }

const messages: Record<Locale, string> = {
  en: `Variables may nest at most ${String(variableLimits.maxDepth)} levels deep and hold at most ${String(variableLimits.maxValues)} values.`,
  fr: `Les variables ne peuvent pas s’imbriquer sur plus de ${String(variableLimits.maxDepth)} niveaux ni contenir plus de ${String(variableLimits.maxValues)} valeurs.`,
}

/**
 * Whether a JSON value nests deeper or holds more values than {@link variableLimits}, walked
 * without recursion (a deep value must not exhaust the stack here either).
 */
export function exceedsVariableLimits(value: unknown): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
  let count = 0
  for (let next = pending.pop(); next; next = pending.pop()) {
    count += 1
    if (count > variableLimits.maxValues) return true
    if (typeof next.value !== 'object' || next.value === null) continue
    const depth = next.depth + 1
    if (depth > variableLimits.maxDepth) return true
    for (const child of Array.isArray(next.value) ? next.value : Object.values(next.value)) {
      pending.push({ value: child, depth })
    }
  }
  return false
}

/** The error of variables past the limits, in the caller's language. */
export function variablesRefusal(acceptLanguage: string | null | undefined): GraphQLError {
  return new GraphQLError(messages[localeFromAcceptLanguage(acceptLanguage)], {
    extensions: { code: 'BAD_USER_INPUT' },
  })
}

/** The variables and extensions of a request, parsed as Yoga will for GET. */
function requestInputs(method: string, body: unknown, query: unknown): unknown[] {
  const source = method === 'GET' ? query : body
  if (typeof source !== 'object' || source === null) return []
  const { variables, extensions } = source as { variables?: unknown; extensions?: unknown }
  return [variables, extensions].map((value) => {
    if (method !== 'GET' || typeof value !== 'string') return value
    try {
      return JSON.parse(value) as unknown
    } catch {
      return undefined
    }
  })
}

/**
 * Answers 400 to a GraphQL request over HTTP (under `/gql/`) whose variables or extensions are
 * past {@link variableLimits}, before the cache, Yoga or graphql walk them.
 */
export function registerVariableLimits(app: FastifyInstance): void {
  app.addHook('preHandler', (request, reply, done) => {
    const inputs = request.url.startsWith('/gql/')
      ? requestInputs(request.method, request.body, request.query)
      : []
    if (!inputs.some(exceedsVariableLimits)) {
      done()
      return
    }
    const error = variablesRefusal(request.headers['accept-language'])
    void reply
      .code(400)
      .send({ errors: [{ message: error.message, extensions: error.extensions }] })
  })
}
