import { graphql } from '@comptoir/gql-client/admin-graphql'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ambassadorLoginMutation, strongPassword } from '../../../test/accounts'
import { applicationInput, applyMutation } from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { ambassadorWithIban, approvedCommissions } from '../../../test/payouts'
import { staffWithSession } from '../../../test/staff'
import { ambassadorCommissions, auditLog } from '../../db/schema'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'

const approve = graphql(`
  mutation TestApprove($input: ApproveApplicationInput!) {
    approveAmbassadorApplication(input: $input) {
      ambassador {
        status
      }
      errors {
        code
        message
      }
    }
  }
`)
const suspend = graphql(`
  mutation TestSuspend($input: SuspendAmbassadorInput!) {
    suspendAmbassador(input: $input) {
      ambassador {
        status
      }
      errors {
        code
      }
    }
  }
`)
const reinstate = graphql(`
  mutation TestReinstate($input: ReinstateAmbassadorInput!) {
    reinstateAmbassador(input: $input) {
      ambassador {
        status
      }
      errors {
        code
      }
    }
  }
`)
const setRate = graphql(`
  mutation TestRate($input: SetCommissionRateInput!) {
    setAmbassadorCommissionRate(input: $input) {
      ambassador {
        commissionRateBps
        ownRate
      }
      errors {
        code
      }
    }
  }
`)
const profile = graphql(`
  query TestProfile($id: ID!) {
    ambassador(id: $id) {
      ambassador {
        figures {
          orders
          commissionsCents
        }
      }
      rateHistory {
        rateBps
        previousRateBps
        ownRate
      }
    }
  }
`)
const reverse = graphql(`
  mutation TestReverse($input: ReverseCommissionInput!) {
    reverseCommission(input: $input) {
      commission {
        status
        reversalReason
      }
      errors {
        code
      }
    }
  }
`)

let api: TestApp
let token: string
let variant: string

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  variant = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
  token = (await staffWithSession(api, 'programme')).token
})

afterAll(async () => {
  await api.close()
})

const asStaff = { path: '/gql/admin' as const, headers: { 'accept-language': 'fr' } }

describe('the programme in the back office', () => {
  it('approves an application once; the second approval is refused and changes nothing', async () => {
    const input = applicationInput({ locale: 'en' })
    const applied = await api.gql(applyMutation, { variables: { input } })
    expect(applied.body.data?.applyAsAmbassador.errors).toEqual([])
    const [row] = await api.app.services.ambassadorApplications.pending()
    const ambassadorId = row?.ambassador.userId ?? ''
    const variables = { input: { ambassadorId } }
    const first = await api.gql(approve, { ...asStaff, token, variables })
    expect(first.body.data?.approveAmbassadorApplication.ambassador?.status).toBe('APPROVED')
    const second = await api.gql(approve, { ...asStaff, token, variables })
    expect(second.body.data?.approveAmbassadorApplication.errors).toEqual([
      { code: 'already_approved', message: 'Cette candidature a déjà été acceptée.' },
    ])
    const audit = await api.database.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.recordId, ambassadorId))
    expect(audit.map((entry) => entry.action)).toEqual(['ambassador.approved'])
    const login = await api.gql(ambassadorLoginMutation, {
      variables: { input: { email: input.email, password: strongPassword } },
    })
    expect(login.body.data?.ambassadorLogin.token).toBeTruthy()
  })

  it('suspends an ambassador, who can no longer sign in, and reinstates them', async () => {
    const who = await ambassadorWithIban(api, 'Sam Suspendu')
    const variables = { input: { ambassadorId: who.id, reason: 'Spam on social media' } }
    const suspended = await api.gql(suspend, { ...asStaff, token, variables })
    expect(suspended.body.data?.suspendAmbassador.ambassador?.status).toBe('SUSPENDED')
    const refused = await api.gql(ambassadorLoginMutation, {
      variables: { input: { email: who.email, password: strongPassword } },
    })
    expect(refused.body.data?.ambassadorLogin.errors[0]?.code).toBe('ambassador_suspended')
    const back = await api.gql(reinstate, {
      ...asStaff,
      token,
      variables: { input: { ambassadorId: who.id } },
    })
    expect(back.body.data?.reinstateAmbassador.ambassador?.status).toBe('APPROVED')
    const again = await api.gql(reinstate, {
      ...asStaff,
      token,
      variables: { input: { ambassadorId: who.id } },
    })
    expect(again.body.data?.reinstateAmbassador.errors[0]?.code).toBe('not_suspended')
  })

  it('gives a rate of their own to orders placed after the change, never to past ones', async () => {
    const who = await ambassadorWithIban(api, 'Rita Taux')
    await approvedCommissions(api, who, variant, 1)
    const changed = await api.gql(setRate, {
      ...asStaff,
      token,
      variables: { input: { ambassadorId: who.id, ratePercent: '12,5' } },
    })
    expect(changed.body.data?.setAmbassadorCommissionRate.ambassador).toEqual({
      commissionRateBps: 1250,
      ownRate: true,
    })
    await approvedCommissions(api, who, variant, 1)
    const lines = await api.database.handle.db
      .select({ rateBps: ambassadorCommissions.rateBps })
      .from(ambassadorCommissions)
      .where(eq(ambassadorCommissions.ambassadorId, who.id))
      .orderBy(ambassadorCommissions.createdAt)
    expect(lines.map((line) => line.rateBps)).toEqual([5000, 1250])
    const read = await api.gql(profile, { ...asStaff, token, variables: { id: who.id } })
    expect(read.body.data?.ambassador?.rateHistory).toEqual([
      { rateBps: 1250, previousRateBps: 5000, ownRate: true },
    ])
    expect(read.body.data?.ambassador?.ambassador.figures.orders).toBe(2)
  })

  it('reverses an unpaid commission with a reason, and refuses twice', async () => {
    const who = await ambassadorWithIban(api, 'Remi Annule')
    await approvedCommissions(api, who, variant, 1)
    const [line] = await api.database.handle.db
      .select({ id: ambassadorCommissions.id })
      .from(ambassadorCommissions)
      .where(eq(ambassadorCommissions.ambassadorId, who.id))
    const variables = { input: { commissionId: line?.id ?? '', reason: 'Order returned by hand' } }
    const first = await api.gql(reverse, { ...asStaff, token, variables })
    expect(first.body.data?.reverseCommission.commission).toEqual({
      status: 'REVERSED',
      reversalReason: 'Order returned by hand',
    })
    const second = await api.gql(reverse, { ...asStaff, token, variables })
    expect(second.body.data?.reverseCommission.errors[0]?.code).toBe('commission_reversed')
  })
})
