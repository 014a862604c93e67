import type { Database } from '../db/client'
import { bearerToken } from '../modules/accounts/tokens'
import { authenticateAmbassador } from '../modules/ambassadors/ambassadors.service'
import type { StaffAuthService } from '../modules/staff/staff-auth.service'
import type { SocketAuthentication } from './socket-endpoint'

/** An ambassador's socket: approved (their operations receive them), not approved, or no session. */
export async function ambassadorSocketCaller(
  db: Database,
  authorization: string | null,
): Promise<SocketAuthentication> {
  const auth = await authenticateAmbassador(db, authorization)
  if (auth.status !== 'authenticated') return { status: auth.status }
  return { status: 'authenticated', viewer: auth.viewer, server: { ambassador: auth.viewer } }
}

/**
 * A back-office socket: only a live staff session opens one. Its operations find the staff
 * member again from the Authorization parameter, as over HTTP (see createAdminContext).
 */
export async function staffSocketCaller(
  staffAuth: Pick<StaffAuthService, 'findViewer'>,
  authorization: string | null,
): Promise<SocketAuthentication> {
  const token = bearerToken(authorization)
  const viewer = token ? await staffAuth.findViewer(token) : null
  return viewer
    ? { status: 'authenticated', viewer: { sessionId: viewer.sessionId } }
    : { status: 'unauthenticated' }
}
