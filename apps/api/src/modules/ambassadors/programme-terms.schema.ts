import { maxCustomerDiscount } from '@comptoir/validation/schemas/operation'

import { defaultCommissionRateBps } from '../../db/schema/ambassadors'
import { builder } from '../../graphql/public/builder'
import { MoneyRef } from '../catalog/catalog.schema'
import { holdDays, minimumPayoutCents, referralWindowMs } from './programme-terms'

interface ProgrammeTerms {
  commissionRatePercent: number
  holdDays: number
  minimumPayoutCents: number
  referralWindowDays: number
  maxCustomerDiscountPercent: number
}

const ProgrammeTermsRef = builder.objectRef<ProgrammeTerms>('AmbassadorProgramme').implement({
  description: 'The terms of the ambassador programme, as the public area presents them.',
  fields: (t) => ({
    commissionRatePercent: t.exposeFloat('commissionRatePercent', {
      description: 'Commission of a new ambassador, in % of the merchandise after discount.',
    }),
    holdDays: t.exposeInt('holdDays', {
      description: 'Days a commission stays pending (the return window) before it is approved.',
    }),
    minimumPayout: t.field({
      type: MoneyRef,
      description: 'Approved balance from which a payout can be requested.',
      resolve: (terms) => ({ amount: terms.minimumPayoutCents, currency: 'EUR' as const }),
    }),
    referralWindowDays: t.exposeInt('referralWindowDays', {
      description: 'Days a referral link keeps counting after the last click.',
    }),
    maxCustomerDiscountPercent: t.exposeFloat('maxCustomerDiscountPercent', {
      description: 'Highest discount an operation may give its customers, in %.',
    }),
  }),
})

builder.queryField('ambassadorProgramme', (t) =>
  t.field({
    type: ProgrammeTermsRef,
    description: 'The programme’s commission, hold, payout minimum and attribution window.',
    resolve: () => ({
      commissionRatePercent: defaultCommissionRateBps / 100,
      holdDays,
      minimumPayoutCents,
      referralWindowDays: Math.round(referralWindowMs / 86_400_000),
      maxCustomerDiscountPercent: maxCustomerDiscount,
    }),
  }),
)
