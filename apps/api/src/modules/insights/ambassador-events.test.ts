import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ambassadorLogoutMutation,
  approvedAmbassador,
  liveOperation,
} from '../../../test/ambassador-fixtures'
import { placeOrderWith } from '../../../test/ambassador-orders'
import { streamEvents, waitFor } from '../../../test/ambassador-sockets'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

let api: TestApp
let socketUrl: string
let variant: string

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  variant = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
  socketUrl = `${(await api.listen()).replace('http', 'ws')}/gql/ambassador`
})

afterAll(async () => {
  await api.close()
})

/** Lets the server register a subscription that was just sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('ambassadorEvents', () => {
  it('pushes an ambassador their own events only', async () => {
    const alice = await approvedAmbassador(api, 'Alice Events')
    const bruno = await approvedAmbassador(api, 'Bruno Events')
    const operation = await liveOperation(api, alice.token, { salesGoal: 50 })
    const aliceStream = streamEvents(socketUrl, alice.token)
    const brunoStream = streamEvents(socketUrl, bruno.token)
    await Promise.all([aliceStream.subscribed, brunoStream.subscribed])
    await settle()

    const number = await placeOrderWith(api, { variantId: variant, code: operation.code })
    await waitFor(() => aliceStream.events.length >= 3)
    expect(aliceStream.events).toEqual([
      {
        type: 'ORDER_ATTRIBUTED',
        orderNumber: number,
        commissionStatus: null,
        amount: { amount: 10_620 },
        operationCode: null,
      },
      {
        type: 'COMMISSION_STATUS_CHANGED',
        orderNumber: number,
        commissionStatus: 'PENDING',
        amount: { amount: 885 },
        operationCode: null,
      },
      {
        type: 'OPERATION_GOAL_REACHED',
        orderNumber: null,
        commissionStatus: null,
        amount: { amount: 10_620 },
        operationCode: operation.code,
      },
    ])
    await api.app.services.orderAdmin.cancel(number, { actor: 'admin' })
    await waitFor(() => aliceStream.events.length >= 4)
    expect(aliceStream.events[3]).toMatchObject({
      type: 'COMMISSION_STATUS_CHANGED',
      commissionStatus: 'REVERSED',
    })
    await settle()
    expect(brunoStream.events).toEqual([])
    aliceStream.close()
    brunoStream.close()
  })

  it('closes the socket with 4401 once its token is revoked by logout', async () => {
    const who = await approvedAmbassador(api, 'Logout Socket')
    const stream = streamEvents(socketUrl, who.token)
    await stream.subscribed
    await settle()
    const logout = await api.gql(ambassadorLogoutMutation, {
      path: '/gql/ambassador',
      token: who.token,
    })
    expect(logout.body.data).toEqual({ logout: { ok: true } })
    expect(await stream.closed).toBe(4401)
  })

  it('closes the socket with 4401 when the ambassador is suspended (sessions ended)', async () => {
    const who = await approvedAmbassador(api, 'Suspended Socket')
    const stream = streamEvents(socketUrl, who.token)
    await stream.subscribed
    await settle()
    await api.app.services.ambassadorApplications.decline(who.email, 'Terms breached')
    expect(await stream.closed).toBe(4401)
  })
})
