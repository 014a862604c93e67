import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '@comptoir/gql-client/public-graphql'

import { startTestApp, type TestApp } from '../../../test/app'
import { openTestDatabase, type TestDatabase } from '../../../test/database'
import { createPasswordHasher } from '../accounts/passwords'
import { demoData } from '../../seed/demo-data'
import { seedDatabase } from '../../seed/seed'

const faqQuery = graphql(`
  query FaqAnswers {
    faq {
      key
      entries {
        question
        answer
      }
    }
  }
`)

let database: TestDatabase
let api: TestApp

beforeAll(async () => {
  database = await openTestDatabase()
  await seedDatabase(database.handle.db, demoData, createPasswordHasher())
  api = await startTestApp({ database })
})

afterAll(async () => {
  await api.close()
  await database.drop()
})

async function answers(app: TestApp, language: 'en' | 'fr') {
  const response = await app.gql(faqQuery, { headers: { 'accept-language': language } })
  expect(response.body.errors).toBeUndefined()
  const sections = response.body.data!.faq
  const answer = (section: string, index: number) =>
    sections.find((entry) => entry.key === section)!.entries[index]!.answer
  return {
    delivery: answer('orders-delivery', 0),
    delays: answer('orders-delivery', 1),
    returns: answer('returns-refunds', 0),
    all: sections.flatMap((section) => section.entries.map((entry) => entry.answer)).join('\n'),
  }
}

const changedSettings = {
  shippingMethods: [
    { code: 'STANDARD', priceCents: 590, freeFromCents: 8000, minDays: 2, maxDays: 4 },
    { code: 'EXPRESS', priceCents: 1590, freeFromCents: null, minDays: 1, maxDays: 3 },
  ],
  vatRatePercent: 20,
  returnWindowDays: 21,
  referralWindowDays: 30,
  minimumPayoutCents: 5000,
}

describe('FAQ answers', () => {
  it('state the prices, delays and return window checkout and the programme apply', async () => {
    const en = await answers(api, 'en')
    expect(en.delivery).toContain('Express delivery costs €12.90')
    expect(en.delivery).toContain('free on orders of €60 or more and costs €4.90')
    expect(en.delays).toContain('express delivery 1–2 working days')
    expect(en.returns).toContain('you have 14 days from delivery')
    expect(en.all).not.toMatch(/9\.90|30 days from delivery|\{\w+\}/)
    const fr = await answers(api, 'fr')
    expect(fr.delivery).toContain('La livraison express coûte 12,90\u00a0€')
    expect(fr.delivery).toContain("offerte dès 60\u00a0€ d'achat")
    expect(fr.delays).toContain('la livraison express 1 à 2 jours ouvrés')
    expect(fr.returns).toContain('vous disposez de 14 jours à compter de la livraison')
    expect(fr.all).not.toMatch(/9,90|30 jours à compter|\{\w+\}/)
  })

  it('follow a change of the settings', async () => {
    const changed = await startTestApp({
      database,
      app: { faqSettings: changedSettings },
    })
    try {
      const en = await answers(changed, 'en')
      expect(en.delivery).toContain('Express delivery costs €15.90')
      expect(en.delivery).toContain('free on orders of €80 or more and costs €5.90')
      expect(en.delays).toContain('express delivery 1–3 working days')
      expect(en.returns).toContain('you have 21 days from delivery')
      const fr = await answers(changed, 'fr')
      expect(fr.delivery).toContain('La livraison express coûte 15,90\u00a0€')
      expect(fr.delivery).toContain('coûte 5,90\u00a0€ en dessous')
      expect(fr.delays).toContain('la livraison express 1 à 3 jours ouvrés')
      expect(fr.returns).toContain('vous disposez de 21 jours')
    } finally {
      await changed.close()
    }
  })
})
