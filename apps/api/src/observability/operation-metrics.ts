import { getOperationAST, GraphQLError, type DocumentNode } from 'graphql'
import type { Plugin } from 'graphql-yoga'

import { isPoolTimeout } from '../db/client'
import { countError, graphqlOperations } from './metrics'

/** Operation names come from clients: only plain names, and not more than this many, get a label. */
const maxOperationNames = 300
const plainName = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/
const seenNames = new Set<string>()

function operationLabel(document: DocumentNode, operationName: string | null | undefined) {
  const operation = getOperationAST(document, operationName)
  const name = operation?.name?.value ?? operationName ?? 'anonymous'
  const type = operation?.operation ?? 'unknown'
  if (!plainName.test(name)) return { operation: 'other', type }
  if (!seenNames.has(name)) {
    if (seenNames.size >= maxOperationNames) return { operation: 'other', type }
    seenNames.add(name)
  }
  return { operation: name, type }
}

/**
 * The code an error will reach the client with (errors are masked after this plugin runs). The
 * JIT's errors have no `extensions` unless their cause had some.
 */
export function errorCode(error: GraphQLError): string {
  if (isPoolTimeout(error)) return 'SERVICE_UNAVAILABLE'
  const extensions = error.extensions as GraphQLError['extensions'] | undefined
  const code = extensions?.code
  if (typeof code === 'string') return code
  const original = error.originalError
  return original && !(original instanceof GraphQLError) ? 'INTERNAL_SERVER_ERROR' : 'GRAPHQL_ERROR'
}

/** Envelop types these hooks' arguments loosely; what they carry is checked here. */
interface OperationArgs {
  document: DocumentNode
  operationName?: string | null
}

function hasErrors(value: unknown): value is { errors?: readonly GraphQLError[] } {
  return typeof value === 'object' && value !== null && 'errors' in value
}

/**
 * Times each operation by endpoint and operation name, counts errors by code (validation too),
 * and counts subscriptions started; HTTP and WebSocket alike, as both run the same pipeline.
 */
export function useOperationMetrics(endpoint: string): Plugin {
  return {
    onValidate() {
      return ({ result }) => {
        const errors: readonly unknown[] = result
        for (const error of errors) if (error instanceof GraphQLError) countError(errorCode(error))
      }
    },
    onExecute({ args }) {
      const { document, operationName } = args as OperationArgs
      const started = performance.now()
      const labels = { endpoint, ...operationLabel(document, operationName) }
      return {
        onExecuteDone({ result }) {
          const errors = hasErrors(result) ? (result.errors ?? []) : []
          for (const error of errors) countError(errorCode(error))
          graphqlOperations.observe(
            { ...labels, outcome: errors.length > 0 ? 'error' : 'ok' },
            (performance.now() - started) / 1000,
          )
        },
      }
    },
    onSubscribe({ args }) {
      const { document, operationName } = args as OperationArgs
      const started = performance.now()
      const labels = { endpoint, ...operationLabel(document, operationName) }
      return {
        onSubscribeResult({ result }) {
          const errors = hasErrors(result) ? (result.errors ?? []) : []
          for (const error of errors) countError(errorCode(error))
          graphqlOperations.observe(
            { ...labels, outcome: errors.length > 0 ? 'error' : 'ok' },
            (performance.now() - started) / 1000,
          )
        },
      }
    },
  }
}
