import { graphql } from '@comptoir/gql-client/public-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

const sendContactMessage = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      ok
      errors {
        field
        code
        message
      }
    }
  }
`)

const message = {
  name: 'Léa Martin',
  email: 'lea@example.test',
  subject: 'My parcel',
  message: 'Hello, could you tell me when my parcel leaves?',
}

function send(
  input: typeof message & { orderNumber?: string; locale?: 'en' | 'fr' },
  ip = '10.0.0.1',
) {
  return api.gql(sendContactMessage, { variables: { input }, ip })
}

describe('contact page', () => {
  it('e-mails the shop, answered to the shopper, with the order number, and acknowledges in French', async () => {
    const toShop = api.mail.next('contact@comptoir.test')
    const toShopper = api.mail.next('lea@example.test')
    const response = await send({ ...message, orderNumber: ' cpt-2026-000042 ', locale: 'fr' })
    expect(response.body.data?.sendContactMessage).toEqual({ ok: true, errors: [] })
    const shopMail = await toShop
    expect(shopMail.replyTo).toBe('lea@example.test')
    expect(shopMail.subject).toBe('[Contact] My parcel (CPT-2026-000042)')
    expect(shopMail.text).toContain('From: Léa Martin <lea@example.test>')
    expect(shopMail.text).toContain('Order: CPT-2026-000042')
    expect(shopMail.text).toContain('could you tell me when my parcel leaves?')
    const acknowledgement = await toShopper
    expect(acknowledgement.subject).toBe('Nous avons bien reçu votre message')
    expect(acknowledgement.text).toContain('Il concerne la commande CPT-2026-000042.')
    // Nothing the shopper typed, but the checked order number, is sent back to the address given.
    expect(acknowledgement.text).not.toContain('parcel')
  })

  it('refuses a forged header, a badly shaped order number and a short message, and sends nothing', async () => {
    const before = api.mail.sent.length
    const response = await send(
      {
        ...message,
        subject: 'Hi\r\nBcc: everyone@example.test',
        orderNumber: '42',
        message: 'short',
        locale: 'fr',
      },
      '10.0.0.2',
    )
    const payload = response.body.data?.sendContactMessage
    expect(payload?.ok).toBe(false)
    expect(payload?.errors.map((error) => error.field)).toEqual([
      'orderNumber',
      'subject',
      'message',
    ])
    for (const error of payload?.errors ?? []) expect(error.message).toMatch(/n’est pas valide$/)
    expect(api.mail.sent.length).toBe(before)
  })

  it('limits the messages of one e-mail address', async () => {
    const input = { ...message, email: 'busy@example.test' }
    for (let index = 0; index < 3; index += 1) {
      expect((await send(input, `10.0.1.${String(index)}`)).body.data?.sendContactMessage.ok).toBe(
        true,
      )
    }
    const refused = await send(input, '10.0.1.9')
    expect(refused.body.data?.sendContactMessage.errors[0]?.code).toBe('rate_limited')
  })
})
