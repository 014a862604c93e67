import type { StaffRole } from '@comptoir/validation/schemas/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signUp } from '../../../test/accounts'
import { approvedAmbassador } from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'
import { listening, streamBackOfficeEvents } from '../../../test/back-office-sockets'
import { staffWithSession } from '../../../test/staff'
import { adminSchema } from './schema'

let api: TestApp
let url: string

beforeAll(async () => {
  api = await startTestApp()
  url = `${(await api.listen()).replace('http', 'ws')}/gql/admin`
})

afterAll(async () => {
  await api.close()
})

/** The subscriptions of /gql/admin, each with who may use it; see admin-authorization.test.ts. */
const subscriptions: Record<string, 'staff'> = { backOfficeEvents: 'staff' }

describe('authorization of the subscriptions of /gql/admin', () => {
  it('covers every field of Subscription, each stating who may use it', () => {
    const fields = adminSchema.getSubscriptionType()?.getFields() ?? {}
    expect(Object.keys(fields).sort()).toEqual(Object.keys(subscriptions).sort())
    for (const field of Object.values(fields)) {
      const options = field.extensions.pothosOptions as { authScopes?: unknown } | undefined
      expect(options?.authScopes, field.name).toBeDefined()
    }
  })

  it.each(['owner', 'orders', 'programme', 'read_only'] satisfies StaffRole[])(
    'backOfficeEvents as %s',
    async (role) => {
      const { token } = await staffWithSession(api, role)
      const stream = streamBackOfficeEvents(url, token)
      const audible = role === 'programme' ? 'PAYOUT_REQUESTED' : 'ORDER_PLACED'
      await listening(stream, api.app.services.pubsub, audible)
      expect(stream.errors).toEqual([])
      stream.close()
      expect(await stream.closed).toBe(1000)
    },
  )

  it.each(['anonymous', 'shopper', 'ambassador'] as const)(
    'backOfficeEvents as %s: the socket closes with 4401',
    async (caller) => {
      const token =
        caller === 'anonymous'
          ? null
          : caller === 'shopper'
            ? await signUp(api)
            : (await approvedAmbassador(api)).token
      const stream = streamBackOfficeEvents(url, token)
      expect(await stream.closed).toBe(4401)
      expect(stream.events).toEqual([])
    },
  )
})
