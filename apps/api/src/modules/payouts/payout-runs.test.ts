import { readFile } from 'node:fs/promises'

import { graphql } from '@comptoir/gql-client/admin-graphql'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateXML } from 'xmllint-wasm'

import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { ambassadorWithIban, approvedCommissions, requestedPayout } from '../../../test/payouts'
import { staffWithSession } from '../../../test/staff'
import { ambassadorCommissions, ambassadorPayouts, auditLog } from '../../db/schema'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'
import { commandLineActor } from '../audit/audit.service'

const createRun = graphql(`
  mutation TestCreateRun($input: CreatePayoutRunInput!) {
    createPayoutRun(input: $input) {
      run {
        id
        reference
        totals {
          payoutCount
          amountCents
        }
        sepaFile {
          filename
          xml
        }
      }
      errors {
        code
        message
      }
    }
  }
`)

const payRun = graphql(`
  mutation TestPayRun($input: PayPayoutRunInput!) {
    payPayoutRun(input: $input) {
      run {
        status
      }
      errors {
        code
        message
      }
    }
  }
`)

const xsdPath = new URL('../../../test/fixtures/pain.001.001.03.xsd', import.meta.url)
let api: TestApp
let variant: string
let token: string
let xsd: string

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  variant = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
  token = (await staffWithSession(api, 'programme')).token
  xsd = await readFile(xsdPath, 'utf8')
})

afterAll(async () => {
  await api.close()
})

const validate = (xml: string) =>
  validateXML({
    xml: [{ fileName: 'run.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.03.xsd', contents: xsd }],
  })

async function waitingPayout(name: string) {
  const who = await ambassadorWithIban(api, name, { iban: 'DE89370400440532013000' })
  await approvedCommissions(api, who, variant, 2)
  return { who, payoutId: await requestedPayout(api, who.token) }
}

describe('payout runs', () => {
  it('makes a SEPA file the official schema accepts, then pays the run once', async () => {
    const first = await waitingPayout('Zoé Ælfrida & Søren <O’Neil>')
    const second = await waitingPayout('Nina Payée')
    const response = await api.gql(createRun, {
      path: '/gql/admin',
      token,
      variables: { input: { payoutIds: [first.payoutId, second.payoutId] } },
    })
    const run = response.body.data?.createPayoutRun.run
    expect(response.body.data?.createPayoutRun.errors).toEqual([])
    expect(run?.totals.payoutCount).toBe(2)
    const xml = run?.sepaFile?.xml ?? ''
    const result = await validate(xml)
    expect(result.errors).toEqual([])
    expect(result.valid).toBe(true)

    const [one, two] = await api.database.handle.db
      .select()
      .from(ambassadorPayouts)
      .where(eq(ambassadorPayouts.id, first.payoutId))
      .union(
        api.database.handle.db
          .select()
          .from(ambassadorPayouts)
          .where(eq(ambassadorPayouts.id, second.payoutId)),
      )
    const total = (one?.amountCents ?? 0) + (two?.amountCents ?? 0)
    const euros = `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`
    expect(xml).toContain(`<NbOfTxs>2</NbOfTxs><CtrlSum>${euros}</CtrlSum>`)
    expect(xml).toContain(`<EndToEndId>${first.payoutId.replace(/-/g, '')}</EndToEndId>`)
    expect(xml).toContain('<Nm>Zoe AElfrida + Soren O&apos;Neil</Nm>')
    expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>')
    expect(xml).toContain('<BIC>AGRIFRPPXXX</BIC>')

    const [payA, payB] = await Promise.all([
      api.gql(payRun, {
        path: '/gql/admin',
        token,
        variables: { input: { runId: run?.id ?? '' } },
      }),
      api.gql(payRun, {
        path: '/gql/admin',
        token,
        variables: { input: { runId: run?.id ?? '' } },
      }),
    ])
    const outcomes = [payA, payB].map((r) => r.body.data?.payPayoutRun)
    expect(outcomes.filter((o) => o?.run?.status === 'PAID')).toHaveLength(1)
    expect(outcomes.flatMap((o) => o?.errors.map((e) => e.code) ?? [])).toEqual(['run_paid'])

    const lines = await api.database.handle.db
      .select({ status: ambassadorCommissions.status })
      .from(ambassadorCommissions)
      .where(eq(ambassadorCommissions.payoutId, first.payoutId))
    expect(lines.map((line) => line.status)).toEqual(['PAID', 'PAID'])
    const audit = await api.database.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.recordId, run?.id ?? ''))
    expect(audit.map((row) => row.action).sort()).toEqual(['payout_run.created', 'payout_run.paid'])
  })

  it('is refused by the schema with a wrong IBAN or amount', async () => {
    const { payoutId } = await waitingPayout('Ines Refusée')
    const created = await api.app.services.payouts.createRun([payoutId], commandLineActor, 'en')
    if (!created.ok) throw new Error(JSON.stringify(created.errors))
    const file = await api.app.services.payouts.runFile(
      created.value.id,
      api.app.services.config.commerce.bankTransfer,
    )
    const xml = file?.xml ?? ''
    expect((await validate(xml)).valid).toBe(true)
    const badIban = xml.replace('<IBAN>DE89370400440532013000</IBAN>', '<IBAN>de89 3704</IBAN>')
    expect((await validate(badIban)).valid).toBe(false)
    const badAmount = xml.replace(/<InstdAmt Ccy="EUR">[^<]+</, '<InstdAmt Ccy="EUR">-12.5<')
    expect((await validate(badAmount)).valid).toBe(false)
  })

  it('puts a payout in one run only, even when two runs race for it', async () => {
    const { payoutId } = await waitingPayout('Léa Course')
    const attempts = await Promise.all(
      [0, 1].map(() =>
        api.gql(createRun, {
          path: '/gql/admin',
          token,
          variables: { input: { payoutIds: [payoutId] } },
          headers: { 'accept-language': 'fr' },
        }),
      ),
    )
    const payloads = attempts.map((r) => r.body.data?.createPayoutRun)
    expect(payloads.filter((p) => p?.run)).toHaveLength(1)
    const refused = payloads.find((p) => p?.errors.length)
    expect(refused?.errors[0]?.code).toBe('payouts_unavailable')
    expect(refused?.errors[0]?.message).toContain('Rechargez la liste')
  })
})
