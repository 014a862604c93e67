import {
  GraphQLError,
  isSchema,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql'
import type { ServerOptions, SubscribePayload } from 'graphql-ws'

import type { Endpoint, ServerContext } from './endpoint'

type OperationResult = ReturnType<NonNullable<ServerOptions['execute']>>

/** The Yoga pipeline for one operation received over a socket, with its types checked at run time. */
export interface Pipeline {
  parse(source: string): DocumentNode
  validate(document: DocumentNode): readonly GraphQLError[]
  contextFactory(): Promise<object>
  schema: GraphQLSchema
  execute(args: ExecutionArgs): OperationResult
  subscribe(args: ExecutionArgs): OperationResult
}

function isDocument(value: unknown): value is DocumentNode {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === Kind.DOCUMENT
  )
}

function isErrorList(value: unknown): value is GraphQLError[] {
  return Array.isArray(value) && value.every((item) => item instanceof GraphQLError)
}

/** Adapts an endpoint's enveloped functions (typed loosely by envelop) for graphql-ws. */
export function socketPipeline<Context extends object>(yoga: Endpoint<Context>) {
  return (server: ServerContext, payload: SubscribePayload): Pipeline => {
    const enveloped = yoga.getEnveloped({ ...server, params: payload })
    const schema: unknown = enveloped.schema
    if (!isSchema(schema)) throw new Error('The endpoint has no schema')
    return {
      schema,
      parse(source) {
        const document: unknown = enveloped.parse(source)
        if (!isDocument(document)) throw new Error('The parser returned no document')
        return document
      },
      validate(document) {
        const errors: unknown = enveloped.validate(schema, document)
        if (!isErrorList(errors)) throw new Error('The validator returned no error list')
        return errors
      },
      async contextFactory() {
        const context: unknown = await enveloped.contextFactory()
        if (typeof context !== 'object' || context === null) throw new Error('No context')
        return context
      },
      execute(args) {
        const result: unknown = enveloped.execute(args)
        return result as OperationResult
      },
      subscribe(args) {
        const result: unknown = enveloped.subscribe(args)
        return result as OperationResult
      },
    }
  }
}
