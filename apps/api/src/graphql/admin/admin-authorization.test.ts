import { randomUUID } from 'node:crypto'

import { graphql } from '@comptoir/gql-client/admin-graphql'
import type { StaffRole } from '@comptoir/validation/schemas/staff'
import type { TadaDocumentNode } from 'gql.tada'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signUp } from '../../../test/accounts'
import { approvedAmbassador } from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'
import { staffEmail, staffWithSession } from '../../../test/staff'
import { orderFollowUpOperations } from '../../modules/orders/order-follow-ups.matrix'
import { adminSchema } from './schema'

interface Operation {
  field: string
  /** Sends the operation with a token (or none). */
  send: (token: string | undefined) => ReturnType<TestApp['gql']>
  /** Who may use it: `anyone`, or the roles named. */
  allowed: 'anyone' | readonly StaffRole[]
}

let api: TestApp

function operation<Variables>(
  field: string,
  document: TadaDocumentNode<unknown, Variables>,
  variables: () => Variables,
  allowed: Operation['allowed'],
): Operation {
  return {
    field,
    allowed,
    send: (token) =>
      api.gql(document, {
        path: '/gql/admin',
        variables: variables(),
        ...(token ? { token } : {}),
      }),
  }
}

const everyRole = ['owner', 'orders', 'programme', 'read_only'] as const
const oversight = ['owner', 'read_only'] as const
const ownerOnly = ['owner'] as const
const none = () => ({})
const someone = () => ({ staffId: randomUUID() })
const ordersView = ['owner', 'orders', 'read_only'] as const
const ordersAct = ['owner', 'orders'] as const
const programmeView = ['owner', 'programme', 'read_only'] as const
const programmeAct = ['owner', 'programme'] as const
const noOrder = () => ({ input: { number: 'CPT-0000-000000' } })

const operations: Operation[] = [
  operation(
    'dashboard',
    graphql(`
      query MatrixDashboard {
        dashboard {
          ordersToShip
          applicationsWaiting
          sales {
            today {
              salesCents
            }
          }
        }
      }
    `),
    none,
    everyRole,
  ),
  operation(
    'me',
    graphql(`
      query MatrixMe {
        me {
          id
        }
      }
    `),
    none,
    everyRole,
  ),
  operation(
    'mySessions',
    graphql(`
      query MatrixMySessions {
        mySessions {
          id
        }
      }
    `),
    none,
    everyRole,
  ),
  operation(
    'staffMembers',
    graphql(`
      query MatrixStaff {
        staffMembers {
          id
          email
        }
      }
    `),
    none,
    oversight,
  ),
  operation(
    'staffSessions',
    graphql(`
      query MatrixStaffSessions($staffId: ID!) {
        staffSessions(staffId: $staffId) {
          id
        }
      }
    `),
    someone,
    ownerOnly,
  ),
  operation(
    'auditEntries',
    graphql(`
      query MatrixAudit {
        auditEntries {
          hasMore
          entries {
            id
            action
          }
        }
      }
    `),
    none,
    oversight,
  ),
  operation(
    'auditRecordTypes',
    graphql(`
      query MatrixAuditTypes {
        auditRecordTypes
      }
    `),
    none,
    oversight,
  ),
  operation(
    'staffInvitation',
    graphql(`
      query MatrixInvitation($token: String!) {
        staffInvitation(token: $token) {
          email
        }
      }
    `),
    () => ({ token: 'no-such-invitation' }),
    'anyone',
  ),
  operation(
    'staffSignIn',
    graphql(`
      mutation MatrixSignIn($input: StaffSignInInput!) {
        staffSignIn(input: $input) {
          challenge
        }
      }
    `),
    () => ({ input: { email: staffEmail('nobody'), password: 'whatever it is' } }),
    'anyone',
  ),
  operation(
    'staffVerifySecondFactor',
    graphql(`
      mutation MatrixSecondFactor($input: StaffSecondFactorInput!) {
        staffVerifySecondFactor(input: $input) {
          token
        }
      }
    `),
    () => ({ input: { challenge: 'no-such-challenge', code: '123456' } }),
    'anyone',
  ),
  operation(
    'acceptStaffInvitation',
    graphql(`
      mutation MatrixAccept($input: AcceptStaffInvitationInput!) {
        acceptStaffInvitation(input: $input) {
          token
        }
      }
    `),
    () => ({
      input: {
        token: 'none',
        password: 'a passphrase',
        passwordConfirmation: 'a passphrase',
        code: '123456',
      },
    }),
    'anyone',
  ),
  operation(
    'logout',
    graphql(`
      mutation MatrixSignOut {
        logout {
          ok
        }
      }
    `),
    none,
    everyRole,
  ),
  operation(
    'endStaffSession',
    graphql(`
      mutation MatrixEndSession($input: EndStaffSessionInput!) {
        endStaffSession(input: $input) {
          ok
        }
      }
    `),
    () => ({ input: { sessionId: randomUUID() } }),
    everyRole,
  ),
  operation(
    'inviteStaff',
    graphql(`
      mutation MatrixInvite($input: InviteStaffInput!) {
        inviteStaff(input: $input) {
          staff {
            id
          }
        }
      }
    `),
    () => ({ input: { email: staffEmail('matrix'), name: 'Matrix', role: 'READ_ONLY' as const } }),
    ownerOnly,
  ),
  operation(
    'changeStaffRole',
    graphql(`
      mutation MatrixChangeRole($input: ChangeStaffRoleInput!) {
        changeStaffRole(input: $input) {
          staff {
            id
          }
        }
      }
    `),
    () => ({ input: { staffId: randomUUID(), role: 'ORDERS' as const } }),
    ownerOnly,
  ),
  operation(
    'removeStaff',
    graphql(`
      mutation MatrixRemove($input: StaffMemberInput!) {
        removeStaff(input: $input) {
          staff {
            id
          }
        }
      }
    `),
    () => ({ input: someone() }),
    ownerOnly,
  ),
  operation(
    'revokeStaffSessions',
    graphql(`
      mutation MatrixRevoke($input: StaffMemberInput!) {
        revokeStaffSessions(input: $input) {
          ok
        }
      }
    `),
    () => ({ input: someone() }),
    ownerOnly,
  ),
  operation(
    'orders',
    graphql(`
      query MatrixOrders {
        orders {
          total
          orders {
            number
          }
        }
      }
    `),
    none,
    ordersView,
  ),
  operation(
    'order',
    graphql(`
      query MatrixOrder($number: String!) {
        order(number: $number) {
          number
        }
      }
    `),
    () => ({ number: 'CPT-0000-000000' }),
    ordersView,
  ),
  operation(
    'markOrderFulfilled',
    graphql(`
      mutation MatrixFulfil($input: OrderNumberInput!) {
        markOrderFulfilled(input: $input) {
          errors {
            code
          }
        }
      }
    `),
    noOrder,
    ordersAct,
  ),
  operation(
    'markOrderDelivered',
    graphql(`
      mutation MatrixDeliver($input: OrderNumberInput!) {
        markOrderDelivered(input: $input) {
          errors {
            code
          }
        }
      }
    `),
    noOrder,
    ordersAct,
  ),
  operation(
    'shipOrder',
    graphql(`
      mutation MatrixShip($input: ShipOrderInput!) {
        shipOrder(input: $input) {
          errors {
            code
          }
        }
      }
    `),
    () => ({ input: { number: 'CPT-0000-000000', carrier: 'ups', trackingNumber: '1Z999' } }),
    ordersAct,
  ),
  operation(
    'cancelOrder',
    graphql(`
      mutation MatrixCancel($input: CancelOrderInput!) {
        cancelOrder(input: $input) {
          errors {
            code
          }
        }
      }
    `),
    noOrder,
    ordersAct,
  ),
  ...orderFollowUpOperations(operation),
  operation(
    'ambassadorApplications',
    graphql(`
      query MatrixApplications {
        ambassadorApplications {
          id
        }
      }
    `),
    none,
    programmeView,
  ),
  operation(
    'approveAmbassadorApplication',
    graphql(`
      mutation MatrixApprove($input: ApproveApplicationInput!) {
        approveAmbassadorApplication(input: $input) {
          errors {
            code
          }
        }
      }
    `),
    () => ({ input: { ambassadorId: randomUUID() } }),
    programmeAct,
  ),
  operation(
    'rejectAmbassadorApplication',
    graphql(`
      mutation MatrixReject($input: RejectApplicationInput!) {
        rejectAmbassadorApplication(input: $input) {
          errors {
            code
          }
        }
      }
    `),
    () => ({ input: { ambassadorId: randomUUID(), reason: 'Not now' } }),
    programmeAct,
  ),
  operation(
    'ambassadors',
    graphql(`
      query MatrixAmbassadors {
        ambassadors {
          total
        }
      }
    `),
    none,
    programmeView,
  ),
  operation(
    'ambassador',
    graphql(`
      query MatrixAmbassador($id: ID!) {
        ambassador(id: $id) {
          programmeRateBps
        }
      }
    `),
    () => ({ id: randomUUID() }),
    programmeView,
  ),
  operation(
    'suspendAmbassador',
    graphql(`
      mutation MatrixSuspend($input: SuspendAmbassadorInput!) {
        suspendAmbassador(input: $input) {
          errors {
            code
          }
        }
      }
    `),
    () => ({ input: { ambassadorId: randomUUID(), reason: 'Terms breached' } }),
    programmeAct,
  ),
  operation(
    'reinstateAmbassador',
    graphql(`
      mutation MatrixReinstate($input: ReinstateAmbassadorInput!) {
        reinstateAmbassador(input: $input) {
          errors {
            code
          }
        }
      }
    `),
    () => ({ input: { ambassadorId: randomUUID() } }),
    programmeAct,
  ),
  operation(
    'setAmbassadorCommissionRate',
    graphql(`
      mutation MatrixRate($input: SetCommissionRateInput!) {
        setAmbassadorCommissionRate(input: $input) {
          errors {
            code
          }
        }
      }
    `),
    () => ({ input: { ambassadorId: randomUUID(), ratePercent: '12' } }),
    programmeAct,
  ),
  operation(
    'commissions',
    graphql(`
      query MatrixCommissions {
        commissions {
          total
        }
      }
    `),
    none,
    programmeView,
  ),
  operation(
    'reverseCommission',
    graphql(`
      mutation MatrixReverse($input: ReverseCommissionInput!) {
        reverseCommission(input: $input) {
          errors {
            code
          }
        }
      }
    `),
    () => ({ input: { commissionId: randomUUID(), reason: 'Fraud' } }),
    programmeAct,
  ),
  operation(
    'waitingPayouts',
    graphql(`
      query MatrixWaitingPayouts {
        waitingPayouts {
          id
        }
      }
    `),
    none,
    programmeView,
  ),
  operation(
    'payoutRuns',
    graphql(`
      query MatrixPayoutRuns {
        payoutRuns {
          id
        }
      }
    `),
    none,
    programmeView,
  ),
  operation(
    'payoutRun',
    graphql(`
      query MatrixPayoutRun($id: ID!) {
        payoutRun(id: $id) {
          id
        }
      }
    `),
    () => ({ id: randomUUID() }),
    programmeView,
  ),
  operation(
    'createPayoutRun',
    graphql(`
      mutation MatrixCreateRun($input: CreatePayoutRunInput!) {
        createPayoutRun(input: $input) {
          errors {
            code
          }
        }
      }
    `),
    () => ({ input: { payoutIds: [randomUUID()] } }),
    programmeAct,
  ),
  operation(
    'payPayoutRun',
    graphql(`
      mutation MatrixPayRun($input: PayPayoutRunInput!) {
        payPayoutRun(input: $input) {
          errors {
            code
          }
        }
      }
    `),
    () => ({ input: { runId: randomUUID() } }),
    programmeAct,
  ),
  operation(
    'rejectPayout',
    graphql(`
      mutation MatrixRejectPayout($input: RejectPayoutInput!) {
        rejectPayout(input: $input) {
          errors {
            code
          }
        }
      }
    `),
    () => ({ input: { payoutId: randomUUID(), reason: 'Account closed' } }),
    programmeAct,
  ),
]

type Caller = 'anonymous' | 'shopper' | 'ambassador' | StaffRole
const callers: Caller[] = ['anonymous', 'shopper', 'ambassador', ...everyRole]

let shopperToken: string
let ambassadorToken: string

beforeAll(async () => {
  api = await startTestApp()
  shopperToken = await signUp(api)
  ambassadorToken = (await approvedAmbassador(api)).token
})

afterAll(async () => {
  await api.close()
})

async function tokenOf(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined
  if (caller === 'shopper') return shopperToken
  if (caller === 'ambassador') return ambassadorToken
  // A fresh member each time: signing out or ending a session never spoils the next cell.
  return (await staffWithSession(api, caller)).token
}

const cells = operations.flatMap((entry) =>
  callers.map((caller) => [entry.field, caller, entry] as const),
)

describe('authorization of /gql/admin', () => {
  it('covers every field of Query and Mutation', () => {
    const fields = [adminSchema.getQueryType(), adminSchema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    )
    expect(operations.map((entry) => entry.field).sort()).toEqual(fields.sort())
  })

  it('states who may use every field of Query and Mutation', () => {
    for (const type of [adminSchema.getQueryType(), adminSchema.getMutationType()]) {
      for (const field of Object.values(type?.getFields() ?? {})) {
        const options = field.extensions.pothosOptions as { authScopes?: unknown } | undefined
        expect(options?.authScopes, field.name).toBeDefined()
      }
    }
  })

  it.each(cells)('%s as %s', async (field, caller, cell) => {
    const response = await cell.send(await tokenOf(caller))
    const codes = (response.body.errors ?? []).map((error) => error.extensions?.code)
    const allowed =
      cell.allowed === 'anyone' || (cell.allowed as readonly string[]).includes(caller)
    if (allowed) {
      expect(codes).toEqual([])
      expect(response.body.data).toBeTruthy()
    } else if (caller === 'anonymous' || caller === 'shopper' || caller === 'ambassador') {
      expect(codes).toEqual(['UNAUTHENTICATED'])
      expect(response.status).toBe(401)
      // A nullable field is nulled alone; a non-null one nulls the whole answer.
      expect((response.body.data as Record<string, unknown> | null)?.[field] ?? null).toBeNull()
    } else {
      expect(codes).toEqual(['FORBIDDEN'])
      // A nullable field is nulled alone; a non-null one nulls the whole answer.
      expect((response.body.data as Record<string, unknown> | null)?.[field] ?? null).toBeNull()
    }
  })
})
