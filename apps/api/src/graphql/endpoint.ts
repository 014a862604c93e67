import { EnvelopArmor } from '@escape.tech/graphql-armor'
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql'
import {
  createYoga,
  type Plugin,
  type YogaInitialContext,
  type YogaServerInstance,
} from 'graphql-yoga'
import type { Logger } from 'pino'

import type { AmbassadorViewer } from '../modules/ambassadors/ambassadors.service'
import type { RequestInfo } from './context'

import { maskErrorWithRequestId } from '../observability/error-masking'
import { useOperationMetrics } from '../observability/operation-metrics'
import { useCompiledExecution } from './compiled-execution'
import { guardConnectionArguments } from './connection-arguments'
import { rejectNulCharacters } from './nul-characters'

/** What the HTTP route or the WebSocket server hands to an endpoint for each operation. */
export interface ServerContext {
  requestInfo: RequestInfo
  /** Set on the ambassador endpoint once the caller is authenticated. */
  ambassador?: AmbassadorViewer
  req?: FastifyRequest
  reply?: FastifyReply
  /** Set for an operation the catalogue cache may keep: receives the tags of what it reads. */
  catalogueTags?: Set<string>
}

/** Query limits, applied on HTTP and WebSocket alike. */
export const operationLimits = {
  maxDepth: 6,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 1000,
  maxDirectives: 50,
}

/** Headers any of which lets a GET query through the CSRF check (browsers cannot add them cross-site without a preflight). */
export const csrfHeaders = [
  'x-graphql-yoga-csrf',
  'graphql-require-preflight',
  'apollo-require-preflight',
]

/** Refuses __schema and __type everywhere, WebSocket included (useDisableIntrospection covers HTTP only). */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule)
  },
}

function yogaLogger(logger: Logger) {
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const [first, ...rest] = args
      if (first instanceof Error) logger[level]({ err: first, details: rest }, first.message)
      else logger[level]({ details: rest }, typeof first === 'string' ? first : 'graphql')
    }
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') }
}

export interface EndpointOptions<Context extends object> {
  schema: GraphQLSchema
  path: string
  production: boolean
  logger: Logger
  context: (server: ServerContext) => Context
}

export type Endpoint<Context extends object> = YogaServerInstance<ServerContext, Context>

/**
 * One GraphQL endpoint: Yoga with the JIT (see useCompiledExecution), armor limits, CSRF
 * prevention, masked errors, no batching, no multipart, no GraphiQL, and, in production, no
 * introspection and no field suggestions. CORS is Fastify's job.
 */
export function createEndpoint<Context extends object>(
  options: EndpointOptions<Context>,
): Endpoint<Context> {
  const armor = new EnvelopArmor({
    // Depth and cost as if fragments were inlined: colocated and shared fragments (`...Money`)
    // nest without making a query deeper or dearer than the same fields written in place.
    maxDepth: { n: operationLimits.maxDepth, flattenFragments: true },
    maxAliases: { n: operationLimits.maxAliases },
    costLimit: { maxCost: operationLimits.maxCost, flattenFragments: true },
    maxTokens: { n: operationLimits.maxTokens },
    maxDirectives: { n: operationLimits.maxDirectives },
    blockFieldSuggestion: { enabled: options.production },
  })
  return createYoga<ServerContext, Context>({
    schema: guardConnectionArguments(options.schema),
    graphqlEndpoint: options.path,
    graphiql: false,
    landingPage: false,
    cors: false,
    multipart: false,
    batching: false,
    maskedErrors: { isDev: !options.production, maskError: maskErrorWithRequestId },
    logging: yogaLogger(options.logger),
    plugins: [
      useOperationMetrics(options.path),
      useCompiledExecution(),
      ...armor.protect().plugins,
      rejectNulCharacters(),
      useCSRFPrevention({ requestHeaders: csrfHeaders }),
      ...(options.production ? [noIntrospection] : []),
    ],
    context: (initial: YogaInitialContext & ServerContext) => options.context(initial),
  })
}
