import { localeFromAcceptLanguage, type Locale } from '@comptoir/i18n/locales'
import { GraphQLError } from 'graphql'

import type { AmbassadorViewer } from '../modules/ambassadors/ambassadors.service'
import { findViewer, type Viewer } from '../modules/accounts/sessions.service'
import { bearerToken } from '../modules/accounts/tokens'
import type { Services } from '../services'

/** What the transport (HTTP or WebSocket) tells about a request. */
export interface RequestInfo {
  /** The Authorization header, or the `Authorization` connection parameter over WebSocket. */
  authorization: string | null
  acceptLanguage: string | null
  ip: string
}

export interface PublicContext {
  services: Services
  request: RequestInfo
  /** Language of the request (Accept-Language); a `locale` argument overrides it. */
  locale: Locale
  /** The signed-in customer of a public-scope token, looked up once on first use. */
  viewer(): Promise<Viewer | null>
}

export interface AmbassadorContext {
  services: Services
  request: RequestInfo
  locale: Locale
  ambassador: AmbassadorViewer
}

/** The context of a public operation. Only the Authorization header counts: cookies are ignored. */
export function createPublicContext(services: Services, request: RequestInfo): PublicContext {
  let viewer: Promise<Viewer | null> | null = null
  return {
    services,
    request,
    locale: localeFromAcceptLanguage(request.acceptLanguage),
    viewer() {
      if (!viewer) {
        const token = bearerToken(request.authorization)
        viewer = token ? findViewer(services.db, token, 'public') : Promise.resolve(null)
      }
      return viewer
    },
  }
}

export function createAmbassadorContext(
  services: Services,
  request: RequestInfo,
  ambassador: AmbassadorViewer,
): AmbassadorContext {
  return {
    services,
    request,
    locale: localeFromAcceptLanguage(request.acceptLanguage),
    ambassador,
  }
}

/** The GraphQL error of an operation that needs a signed-in customer. */
export function unauthenticated(): GraphQLError {
  return new GraphQLError('Sign in to do this.', { extensions: { code: 'UNAUTHENTICATED' } })
}

/** The signed-in customer, or an UNAUTHENTICATED error. */
export async function requireViewer(context: PublicContext): Promise<Viewer> {
  const viewer = await context.viewer()
  if (!viewer) throw unauthenticated()
  return viewer
}
