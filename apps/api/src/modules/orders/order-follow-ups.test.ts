import { graphql } from '@comptoir/gql-client/admin-graphql'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { approvedAmbassador } from '../../../test/ambassador-fixtures'
import { placeOrderWith } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { pdfText } from '../../../test/pdf-text'
import { staffWithSession } from '../../../test/staff'
import { auditLog } from '../../db/schema'
import { packingSlipPath } from '../../http/packing-slip-route'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

const noteMutation = graphql(`
  mutation FollowUpNote($input: AddOrderNoteInput!) {
    addOrderNote(input: $input) {
      order {
        number
        notes {
          body
          author
          at
        }
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

const resendMutation = graphql(`
  mutation FollowUpResend($input: ResendOrderConfirmationInput!) {
    resendOrderConfirmation(input: $input) {
      order {
        number
      }
      errors {
        code
        message
      }
    }
  }
`)

const cancelMutation = graphql(`
  mutation FollowUpCancel($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      order {
        status
      }
    }
  }
`)

const byAmbassadorQuery = graphql(`
  query FollowUpByAmbassador($filter: StaffOrderFilter) {
    orders(filter: $filter) {
      total
      orders {
        number
        ambassador {
          code
        }
      }
    }
  }
`)

let api: TestApp
let staff: Awaited<ReturnType<typeof staffWithSession>>
let variant: Record<string, string>

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  staff = await staffWithSession(api, 'orders')
  variant = await variantIds(api, ['TEA-1', 'MAR-S'])
})

afterAll(async () => {
  await api.close()
})

const admin = (language = 'en') => ({
  path: '/gql/admin' as const,
  token: staff.token,
  headers: { 'accept-language': language },
})

const auditOf = (number: string, action: string) =>
  api.database.handle.db
    .select({ actor: auditLog.actorId, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.recordId, number), eq(auditLog.action, action)))

describe('notes, confirmations sent again and packing slips', () => {
  it('keeps staff notes on an order with their author, refusing an empty one in French', async () => {
    const number = await placeOrderWith(api, { variantId: variant['TEA-1']!, quantity: 1 })
    const empty = await api.gql(noteMutation, {
      ...admin('fr'),
      variables: { input: { number, body: '   ' } },
    })
    expect(empty.body.data?.addOrderNote).toEqual({
      order: null,
      errors: [{ field: 'body', code: 'required', message: 'Ce champ est obligatoire' }],
    })
    const written = await api.gql(noteMutation, {
      ...admin(),
      variables: { input: { number, body: ' Called the buyer: leave at the door ' } },
    })
    expect(written.body.data?.addOrderNote.order?.notes).toMatchObject([
      { body: 'Called the buyer: leave at the door', author: staff.staff.name },
    ])
    expect(await auditOf(number, 'order.note')).toEqual([
      { actor: staff.staff.id, after: { note: 'Called the buyer: leave at the door' } },
    ])
  })

  it('sends the confirmation again to the buyer, but not for a cancelled order', async () => {
    const email = `resend-${Date.now().toString(36)}@example.test`
    const number = await placeOrderWith(api, { variantId: variant['TEA-1']!, quantity: 1, email })
    const mail = api.mail.next(email)
    const resent = await api.gql(resendMutation, { ...admin(), variables: { input: { number } } })
    expect(resent.body.data?.resendOrderConfirmation).toEqual({ order: { number }, errors: [] })
    const message = await mail
    expect(message.subject).toContain(number)
    expect(message.text).toContain(`/order?number=${number}`)
    expect(await auditOf(number, 'order.confirmation_resent')).toEqual([
      { actor: staff.staff.id, after: { email } },
    ])
    await api.gql(cancelMutation, { ...admin(), variables: { input: { number } } })
    const refused = await api.gql(resendMutation, {
      ...admin('fr'),
      variables: { input: { number } },
    })
    expect(refused.body.data?.resendOrderConfirmation).toEqual({
      order: null,
      errors: [
        {
          code: 'invalid_state',
          message: 'Cette commande est annulée : sa confirmation n’est pas renvoyée',
        },
      ],
    })
  })

  it('lists the orders one ambassador is credited with', async () => {
    const ambassador = await approvedAmbassador(api, 'Filter Ambassador')
    const credited = await placeOrderWith(api, {
      variantId: variant['TEA-1']!,
      quantity: 1,
      code: ambassador.code,
    })
    await placeOrderWith(api, { variantId: variant['TEA-1']!, quantity: 1 })
    const listed = await api.gql(byAmbassadorQuery, {
      ...admin(),
      variables: { filter: { ambassadorCode: ambassador.code.toLowerCase() } },
    })
    expect(listed.body.data?.orders).toEqual({
      total: 1,
      orders: [{ number: credited, ambassador: { code: ambassador.code } }],
    })
  })

  it('prints the packing slips of several orders as one PDF, for staff who see orders only', async () => {
    const first = await placeOrderWith(api, { variantId: variant['TEA-1']!, quantity: 2 })
    const second = await placeOrderWith(api, { variantId: variant['MAR-S']!, quantity: 1 })
    const url = `${packingSlipPath}?orders=${first},${second.toLowerCase()}`
    const get = (token: string | null) =>
      api.app.fastify.inject({
        method: 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    expect((await get(null)).statusCode).toBe(401)
    const programme = await staffWithSession(api, 'programme')
    expect((await get(programme.token)).statusCode).toBe(403)
    const readOnly = await staffWithSession(api, 'read_only')
    const answer = await get(readOnly.token)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="comptoir-packing-slips-2.pdf"',
    )
    const text = await pdfText(answer.rawPayload)
    const [one, two] = text.split('\f')
    expect(one).toContain(`Order ${first}`)
    expect(one).toMatch(/TEA-1 .+ 2/)
    expect(two).toContain(`Order ${second}`)
    expect(two).toMatch(/MAR-S .+ 1/)
    const none = await api.app.fastify.inject({
      method: 'GET',
      url: `${packingSlipPath}?orders=CPT-0000-000000`,
      headers: { authorization: `Bearer ${staff.token}`, 'accept-language': 'fr' },
    })
    expect(none.statusCode).toBe(404)
    expect(none.json()).toMatchObject({
      errors: [{ message: 'Aucune de ces commandes n’existe.' }],
    })
  })
})
