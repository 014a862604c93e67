import { localeFromAcceptLanguage, type Locale } from '@comptoir/i18n/locales'
import { GraphQLError } from 'graphql'

import { bearerToken } from '../../modules/accounts/tokens'
import type { Actor } from '../../modules/audit/audit.service'
import { staffActor, type StaffViewer } from '../../modules/staff/staff-auth.service'
import type { Services } from '../../services'
import { sessionEnded, type RequestInfo } from '../context'

export interface AdminContext {
  services: Services
  request: RequestInfo
  locale: Locale
  requestId: string | null
  userAgent: string | null
  /** The signed-in staff member, looked up once: null without a token; a dead token is refused (401). */
  staff(): Promise<StaffViewer | null>
  /** The staff member once {@link staff} has answered (the authorization errors read it). */
  known: { staff: StaffViewer | null }
}

/** The context of an operation of /gql/admin: only the Authorization header counts. */
export function createAdminContext(
  services: Services,
  request: RequestInfo,
  meta: { requestId: string | null; userAgent: string | null },
): AdminContext {
  let lookup: Promise<StaffViewer | null> | null = null
  const locale = localeFromAcceptLanguage(request.acceptLanguage)
  // Yoga copies the context object: what is learnt later lives in a shared holder.
  const known: AdminContext['known'] = { staff: null }
  return {
    services,
    request,
    locale,
    ...meta,
    known,
    staff() {
      if (!lookup) {
        const token = bearerToken(request.authorization)
        lookup = token
          ? services.staffAuth.findViewer(token).then((found) => {
              if (!found) throw sessionEnded(locale)
              known.staff = found
              return found
            })
          : Promise.resolve(null)
      }
      return lookup
    },
  }
}

/** The signed-in staff member of an authorized field. */
export async function requireStaff(context: AdminContext): Promise<StaffViewer> {
  const viewer = await context.staff()
  if (!viewer) throw new Error('An authorized field ran without a staff member')
  return viewer
}

/** The actor of a change made by the signed-in staff member. */
export async function actorOf(context: AdminContext): Promise<Actor & { name: string }> {
  const { staff } = await requireStaff(context)
  return { ...staffActor(staff, context.requestId), name: staff.name }
}

/** The refusal of a field the caller may not use: 401 when nobody is signed in, else 403. */
export function refusal(context: AdminContext): GraphQLError {
  if (!context.known.staff) {
    return new GraphQLError(
      context.locale === 'fr' ? 'Connectez-vous pour faire cela.' : 'Sign in to do this.',
      { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } },
    )
  }
  return new GraphQLError(
    context.locale === 'fr'
      ? 'Votre rôle ne permet pas de faire cela.'
      : 'Your role does not allow this.',
    { extensions: { code: 'FORBIDDEN' } },
  )
}
