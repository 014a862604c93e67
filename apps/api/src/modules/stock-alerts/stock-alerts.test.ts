import { graphql } from '@comptoir/gql-client/public-graphql'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { stockAlerts } from '../../db/schema'
import { createPasswordHasher } from '../accounts/passwords'
import { createMemoryRateLimiter } from '../../rate-limit/limiter'
import { seedDatabase } from '../../seed/seed'
import { createStockAlerts } from './stock-alerts.service'

let api: TestApp
let variant: Record<string, string>

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  variant = await variantIds(api, ['MAR-S', 'MAR-M'])
})

afterAll(async () => {
  await api.close()
})

const requestStockAlert = graphql(`
  mutation RequestStockAlert($input: StockAlertInput!) {
    requestStockAlert(input: $input) {
      ok
      errors {
        field
        code
      }
    }
  }
`)

const stopStockAlerts = graphql(`
  mutation StopStockAlerts($token: String!) {
    stopStockAlerts(input: { token: $token }) {
      ok
    }
  }
`)

async function ask(sku: string, email: string, locale: 'en' | 'fr' = 'en') {
  const response = await api.gql(requestStockAlert, {
    variables: { input: { variantId: variant[sku] ?? '', email, locale } },
  })
  return response.body.data?.requestStockAlert
}

function tokenOf(link: string | null | undefined): string {
  return new URL(link ?? 'http://x/').searchParams.get('token') ?? ''
}

describe('back-in-stock alerts', () => {
  it('are asked for sold-out variants only, with a valid address', async () => {
    await setStock(api, 'MAR-S', 3)
    expect((await ask('MAR-S', 'early@example.test'))?.errors[0]?.code).toBe('in_stock')
    await setStock(api, 'MAR-S', 0)
    expect((await ask('MAR-S', 'not-an-address'))?.errors[0]?.field).toBe('email')
  })

  it('e-mail each shopper once when the variant is restocked, in their language, after commit', async () => {
    await setStock(api, 'MAR-S', 0)
    await setStock(api, 'MAR-M', 0)
    expect(await ask('MAR-S', 'Ana@Example.test', 'fr')).toEqual({ ok: true, errors: [] })
    expect(await ask('MAR-S', 'ben@example.test')).toEqual({ ok: true, errors: [] })
    expect(await ask('MAR-M', 'ana@example.test', 'fr')).toEqual({ ok: true, errors: [] })
    expect(await api.app.services.stockAlerts.runOnce()).toBe(0)

    await setStock(api, 'MAR-S', 4)
    const before = api.mail.sent.length
    // Two instances' jobs at once, then again: each alert is e-mailed once.
    const other = createStockAlerts({
      db: api.database.handle.db,
      limiter: createMemoryRateLimiter(),
      mail: { flush: () => Promise.resolve(), stop: () => Promise.resolve() },
      logger: api.app.services.logger,
      publicUrl: api.config.publicUrl,
    })
    const counts = await Promise.all([api.app.services.stockAlerts.runOnce(), other.runOnce()])
    expect(counts[0] + counts[1]).toBe(2)
    expect(await api.app.services.stockAlerts.runOnce()).toBe(0)
    await api.app.services.mail.flush()
    const mails = api.mail.sent.slice(before)
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ana@example.test', 'ben@example.test'])
    const french = mails.find((mail) => mail.to === 'ana@example.test')
    expect(french?.subject).toMatch(/^De retour en stock\u202f: /)
    expect(french?.text).toContain('/product?slug=')
    expect(french?.text).toContain('variant=MAR-S')
    expect(french?.text).toContain('Voir le produit\u202f: http')
    const token = tokenOf(french?.link)
    expect(token).not.toBe('')
    expect(french?.link).toBe(
      `${api.config.publicUrl}/stock-alerts?token=${encodeURIComponent(token)}`,
    )
    // Only the token's hash is kept.
    const rows = await api.database.handle.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.email, 'ana@example.test'))
    expect(rows.map((row) => row.unsubscribeTokenHash)).not.toContain(token)

    // The link stops the address's other alert (MAR-M) without signing in.
    const stopped = await api.gql(stopStockAlerts, { variables: { token } })
    expect(stopped.body.data?.stopStockAlerts.ok).toBe(true)
    await setStock(api, 'MAR-M', 2)
    expect(await api.app.services.stockAlerts.runOnce()).toBe(0)
    const unknown = await api.gql(stopStockAlerts, { variables: { token: 'no-such-token' } })
    expect(unknown.body.data?.stopStockAlerts.ok).toBe(false)
  })
})
