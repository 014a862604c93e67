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
  /**
   * The signed-in customer of a public-scope token, looked up once on first use: null without a
   * token; a token whose session is revoked or expired is refused with {@link sessionEnded}.
   */
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
  const locale = localeFromAcceptLanguage(request.acceptLanguage)
  return {
    services,
    request,
    locale,
    viewer() {
      if (!viewer) {
        const token = bearerToken(request.authorization)
        viewer = token
          ? findViewer(services.db, token, 'public').then((found) => {
              if (!found) throw sessionEnded(locale)
              return found
            })
          : Promise.resolve(null)
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

/**
 * The answer to a token whose session has ended (signed out, password reset, expired): HTTP 401
 * with UNAUTHENTICATED, so the client drops the token (SPEC §4's logout) instead of believing it
 * is still signed in.
 */
export function sessionEnded(locale: Locale): GraphQLError {
  const message =
    locale === 'fr'
      ? 'Votre session a pris fin. Reconnectez-vous.'
      : 'Your session has ended. Sign in again.'
  return new GraphQLError(message, {
    extensions: {
      code: 'UNAUTHENTICATED',
      http: { status: 401, headers: { 'www-authenticate': 'Bearer' } },
    },
  })
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
