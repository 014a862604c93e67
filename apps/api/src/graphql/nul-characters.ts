import type { Locale } from '@comptoir/i18n/locales'
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql'
import type { Plugin } from 'graphql-yoga'

const messages: Record<Locale, string> = {
  en: 'Text must not contain the NUL character (U+0000).',
  fr: 'Le texte ne doit pas contenir le caractère NUL (U+0000).',
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsNul)
  return false
}

function documentHoldsNul(document: DocumentNode): boolean {
  let found = false
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.includes('\u0000')) found = true
    },
  })
  return found
}

function refusal(context: unknown): GraphQLError {
  const locale = (context as { locale?: Locale } | undefined)?.locale ?? 'en'
  return new GraphQLError(messages[locale], { extensions: { code: 'BAD_USER_INPUT' } })
}

/**
 * Refuses any operation whose variables or literals hold a NUL character, before a resolver
 * runs: PostgreSQL cannot store it in text, and no field of the shop needs it. The caller gets a
 * BAD_USER_INPUT error in their language instead of an internal error.
 */
export function rejectNulCharacters(): Plugin {
  const check = (args: {
    document: DocumentNode
    variableValues?: unknown
    contextValue?: unknown
  }): GraphQLError | null =>
    holdsNul(args.variableValues) || documentHoldsNul(args.document)
      ? refusal(args.contextValue)
      : null
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = check(args)
      if (error) setResultAndStopExecution({ errors: [error] })
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = check(args)
      if (error) setResultAndStopExecution({ errors: [error] })
    },
  }
}
