import { graphql } from '@comptoir/gql-client/admin-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signUp } from '../../../test/accounts'
import { approvedAmbassador } from '../../../test/ambassador-fixtures'
import { placeOrderWith } from '../../../test/ambassador-orders'
import { waitFor } from '../../../test/ambassador-sockets'
import { startTestApp, type TestApp } from '../../../test/app'
import {
  heard,
  listening as listeningOn,
  streamBackOfficeEvents,
  type BackOfficeStream,
} from '../../../test/back-office-sockets'
import { variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { staffMeQuery, staffWithSession } from '../../../test/staff'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'

const removeStaffMutation = graphql(`
  mutation RemoveStaffLive($input: StaffMemberInput!) {
    removeStaff(input: $input) {
      staff {
        id
      }
      errors {
        code
      }
    }
  }
`)

const revokeSessionsMutation = graphql(`
  mutation RevokeStaffSessionsLive($input: StaffMemberInput!) {
    revokeStaffSessions(input: $input) {
      ok
    }
  }
`)

let api: TestApp
let url: string
let variantId: string

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  url = `${(await api.listen()).replace('http', 'ws')}/gql/admin`
  variantId = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
})

afterAll(async () => {
  await api.close()
})

const listening = (stream: BackOfficeStream, kind: Parameters<typeof listeningOn>[2]) =>
  listeningOn(stream, api.app.services.pubsub, kind)

describe('backOfficeEvents over /gql/admin', () => {
  it('tells a signed-in owner of an order placed, by its number', async () => {
    const { token } = await staffWithSession(api, 'owner')
    const stream = streamBackOfficeEvents(url, token, ['ORDER_PLACED'])
    await listening(stream, 'ORDER_PLACED')
    const number = await placeOrderWith(api, { variantId })
    await waitFor(() => stream.events.some((event) => event.recordId === number))
    expect(heard(stream)).toEqual([
      expect.objectContaining({ kind: 'ORDER_PLACED', recordId: number, status: 'PAID' }),
    ])
    stream.close()
  })

  it('tells each role only what it may read', async () => {
    const programme = await staffWithSession(api, 'programme')
    const stream = streamBackOfficeEvents(url, programme.token)
    await listening(stream, 'PAYOUT_REQUESTED')
    await placeOrderWith(api, { variantId })
    // The application comes after the order: once it is heard, the order would have been too.
    const { id } = await approvedAmbassador(api)
    await waitFor(() => heard(stream).length > 0)
    expect(heard(stream).map((event) => event.kind)).toEqual(['APPLICATION_RECEIVED'])
    expect(heard(stream)[0]?.recordId).toBe(id)
    stream.close()
  })

  it('refuses a socket without a staff session, a shopper’s or an ambassador’s', async () => {
    const shopper = await signUp(api)
    const { token: ambassador } = await approvedAmbassador(api)
    for (const token of [null, 'not-a-token', shopper, ambassador]) {
      const stream = streamBackOfficeEvents(url, token)
      expect(await stream.closed).toBe(4401)
    }
  })

  it('closes a removed member’s open socket at once and refuses their token', async () => {
    const owner = await staffWithSession(api, 'owner')
    const member = await staffWithSession(api, 'orders')
    const stream = streamBackOfficeEvents(url, member.token)
    await listening(stream, 'ORDER_PLACED')
    const removed = await api.gql(removeStaffMutation, {
      path: '/gql/admin',
      token: owner.token,
      variables: { input: { staffId: member.staff.id } },
    })
    expect(removed.body.data?.removeStaff.errors).toEqual([])
    expect(await stream.closed).toBe(4401)
    const me = await api.gql(staffMeQuery, { path: '/gql/admin', token: member.token })
    expect(me.status).toBe(401)
    expect(me.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })

  it('closes the sockets of a member whose sessions the owner revoked, and tells the owner', async () => {
    const owner = await staffWithSession(api, 'owner')
    const member = await staffWithSession(api, 'read_only')
    const watching = streamBackOfficeEvents(url, owner.token, ['STAFF_SIGNED_OUT'])
    await listening(watching, 'STAFF_SIGNED_OUT')
    const stream = streamBackOfficeEvents(url, member.token)
    await listening(stream, 'ORDER_PLACED')
    await api.gql(revokeSessionsMutation, {
      path: '/gql/admin',
      token: owner.token,
      variables: { input: { staffId: member.staff.id } },
    })
    expect(await stream.closed).toBe(4401)
    await waitFor(() => heard(watching).length > 0)
    expect(heard(watching)[0]).toMatchObject({
      kind: 'STAFF_SIGNED_OUT',
      recordId: member.staff.id,
    })
    watching.close()
  })
})
