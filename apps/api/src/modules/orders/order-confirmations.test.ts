import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { silentLogger } from '../../../test/database'
import { idempotencyKey, readyCart, testCard, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { placeOrderMutation } from '../../../test/orders'
import { mailOutbox, orderLines, orders } from '../../db/schema'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'
import type { MailMessage } from '../mail/mail-transport'
import { createMailDispatcher } from '../mail/outbox.service'
import { orderMailRenderers } from './order-confirmations'

let api: TestApp
let variant: Record<string, string>

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  variant = await variantIds(api, ['MAR-S', 'TEA-1'])
})

afterAll(async () => {
  await api.close()
})

/** Places an order of two MAR-S and one TEA-1 in `locale`, and returns its number and link. */
async function placeOrder(
  to: string,
  locale: 'en' | 'fr',
  paymentMethod: 'TEST_CARD' | 'BANK_TRANSFER',
) {
  const request = { headers: { 'accept-language': locale } }
  const cart = await readyCart(
    api,
    [
      [variant['MAR-S'] ?? '', 2],
      [variant['TEA-1'] ?? '', 1],
    ],
    request,
    to,
  )
  const response = await api.gql(placeOrderMutation, {
    ...request,
    variables: {
      input: {
        cartId: cart.id,
        idempotencyKey: idempotencyKey(),
        paymentMethod,
        ...(paymentMethod === 'TEST_CARD' ? { card: testCard } : {}),
      },
    },
  })
  const placed = response.body.data?.placeOrder
  if (!placed?.order || !placed.orderUrl) throw new Error(JSON.stringify(response.body))
  return { number: placed.order.number, link: placed.orderUrl }
}

function htmlOf(locale: string, paragraphs: string[], link: string, action: string) {
  return [
    `<!doctype html><html lang="${locale}"><body>`,
    ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    `<p><a href="${link.replaceAll('&', '&amp;')}">${action}</a></p>`,
    '<p>Comptoir</p>',
    '</body></html>',
  ].join('\n')
}

/** French amounts hold a no-break space before the euro sign. */
const nbsp = '\u00a0'

async function outboxRowOf(number: string) {
  const { db } = api.database.handle
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number))
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, order?.id ?? ''))
  return row
}

describe('the order confirmation', () => {
  it('goes out in the buyer’s language with the order’s lines, amounts and link (fr, paid)', async () => {
    const sent = api.mail.next('camille@example.test')
    const { number, link } = await placeOrder('camille@example.test', 'fr', 'TEST_CARD')
    const paragraphs = [
      'Merci pour votre commande.',
      'Votre paiement est confirmé ; nous préparons votre colis.',
      `2 × Marinière rayée (S) — 118,00${nbsp}€`,
      `1 × Torchon (ONE) — 15,00${nbsp}€`,
      `Livraison: 0,00${nbsp}€`,
      `Total: 133,00${nbsp}€ (dont TVA 22,17${nbsp}€)`,
      'Suivez votre commande :',
    ]
    expect(await sent).toMatchObject({
      kind: 'order-confirmation',
      to: 'camille@example.test',
      subject: `Votre commande Comptoir ${number}`,
      text: [...paragraphs, link, '', 'Comptoir'].join('\n'),
      html: htmlOf('fr', paragraphs, link, 'Voir ma commande'),
      link,
    })
    // Recorded as sent with the subject it went out with; body and link are not kept.
    await vi.waitFor(
      async () => {
        expect(await outboxRowOf(number)).toMatchObject({
          subject: `Votre commande Comptoir ${number}`,
          text: '',
          html: '',
          link: null,
          sentAt: expect.any(Date) as Date,
        })
      },
      { timeout: 10_000 },
    )
  })

  it('is rendered when it is sent, from the order as stored (en, awaiting a transfer)', async () => {
    const { db } = api.database.handle
    // The first attempt fails: the message waits in the outbox.
    const send = vi.spyOn(api.mail, 'send').mockRejectedValueOnce(new Error('SMTP down'))
    const { number, link } = await placeOrder('ann@example.test', 'en', 'BANK_TRANSFER')
    await vi.waitFor(
      async () => {
        expect((await outboxRowOf(number))?.lastError).toBe('SMTP down')
      },
      { timeout: 10_000 },
    )
    send.mockRestore()
    const waiting = await outboxRowOf(number)
    // Only a reference is stored with the order: no subject, no body.
    expect(waiting).toMatchObject({
      kind: 'order-confirmation',
      subject: '',
      text: '',
      html: '',
      link,
      sentAt: null,
      lastError: 'SMTP down',
    })
    // The stored order changes before the message is sent (a product's name in its snapshot).
    const [order] = await db.select().from(orders).where(eq(orders.number, number))
    await db
      .update(orderLines)
      .set({ productName: { en: 'Striped top', fr: 'Haut rayé' } })
      .where(and(eq(orderLines.orderId, order?.id ?? ''), eq(orderLines.sku, 'MAR-S')))
    // Paid since: the confirmation still says what the order was placed in.
    await db.update(orders).set({ status: 'PAID' }).where(eq(orders.number, number))

    const delivered: MailMessage[] = []
    const dispatcher = createMailDispatcher(
      db,
      {
        send: (message) => {
          delivered.push(message)
          return Promise.resolve()
        },
        close: () => undefined,
      },
      silentLogger,
      60_000,
      undefined,
      orderMailRenderers(db, api.config),
    )
    await dispatcher.flush()
    await dispatcher.stop()
    const paragraphs = [
      'Thank you for your order.',
      'We will prepare it as soon as your bank transfer arrives (reference: your order number).',
      '2 × Striped top (S) — €118.00',
      '1 × Tea towel (ONE) — €15.00',
      'Shipping: €0.00',
      'Total: €133.00 (including VAT €22.17)',
      'Follow your order:',
    ]
    expect(delivered).toEqual([
      {
        id: waiting?.id,
        kind: 'order-confirmation',
        to: 'ann@example.test',
        subject: `Your Comptoir order ${number}`,
        text: [...paragraphs, link, '', 'Comptoir'].join('\n'),
        html: htmlOf('en', paragraphs, link, 'See my order'),
        link,
        attachments: [],
        replyTo: null,
      },
    ])
    expect(await outboxRowOf(number)).toMatchObject({
      subject: `Your Comptoir order ${number}`,
      attempts: 2,
      sentAt: expect.any(Date) as Date,
    })
  })
})
