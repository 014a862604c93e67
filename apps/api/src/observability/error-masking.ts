import { localeFromAcceptLanguage } from '@comptoir/i18n/locales'
import { GraphQLError } from 'graphql'
import { maskError } from 'graphql-yoga'

import { isPoolTimeout } from '../db/client'
import { currentRequest } from './request-context'

type MaskError = typeof maskError

const busyMessages = {
  en: 'The shop is very busy right now. Please try again in a moment.',
  fr: 'La boutique est très sollicitée en ce moment. Réessayez dans un instant.',
}

function located(error: unknown): Pick<GraphQLError, 'nodes' | 'source' | 'positions' | 'path'> {
  return error instanceof GraphQLError
    ? {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
      }
    : { nodes: undefined, source: undefined, positions: undefined, path: undefined }
}

/**
 * Yoga's `maskedErrors.maskError`: an unexpected error is masked as Yoga does, and also carries
 * the request id (`extensions.requestId`, the same as the `X-Request-Id` header and the logged
 * error) so support can find it; no free database connection within the pool's wait becomes
 * `SERVICE_UNAVAILABLE`, in the caller's language, which a client may retry.
 */
export const maskErrorWithRequestId: MaskError = (error, message, isDev) => {
  const scope = currentRequest()
  const requestId = scope?.requestId
  if (isPoolTimeout(error)) {
    const locale = localeFromAcceptLanguage(scope?.acceptLanguage)
    const { nodes, source, positions, path } = located(error)
    return new GraphQLError(busyMessages[locale], {
      nodes,
      source,
      positions,
      path,
      originalError: undefined,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryable: true, ...(requestId && { requestId }) },
    })
  }
  const masked = maskError(error, message, isDev)
  if (masked === error || !(masked instanceof GraphQLError)) return masked
  if (!requestId) return masked
  return new GraphQLError(masked.message, {
    nodes: masked.nodes,
    source: masked.source,
    positions: masked.positions,
    path: masked.path,
    extensions: { ...masked.extensions, requestId },
  })
}
