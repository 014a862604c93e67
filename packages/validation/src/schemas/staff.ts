/** The back office's staff: invitations, enrolment and the second step of signing in. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { newPasswordRules, samePasswordAs } from '../password'
import { email, max, regex } from '../rules'
import { emailMaxLength, nameMaxLength } from './signup'

/** The roles of staff members: everything, orders, the ambassador programme, reading only. */
export const staffRoles = ['owner', 'orders', 'programme', 'read_only'] as const

/** One of {@link staffRoles}. */
export type StaffRole = (typeof staffRoles)[number]

/** Six digits from an authenticator app, spaces allowed between them. */
export const totpCodePattern = /^\s*(\d\s*){6}$/

/** A code of the second step: six digits, or a recovery code (`abcde-fghij`). */
export const secondFactorCodePattern = /^\s*((\d\s*){6}|[a-z0-9]{5}-?[a-z0-9]{5})\s*$/i

/** The owner's invitation of a staff member. */
export function staffInvitationSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    email: field.text('email', email, max(emailMaxLength)),
    name: field.text('name', max(nameMaxLength)),
    role: field.choice('staffRole', staffRoles),
  })
}

/** An invitation that passed {@link staffInvitationSchema}. */
export type StaffInvitationInput = InferType<ReturnType<typeof staffInvitationSchema>>

/** Accepting an invitation: a password and the first code of the enrolled authenticator. */
export function staffEnrolmentSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    password: field.text('password', ...newPasswordRules),
    passwordConfirmation: field.text('passwordConfirmation', samePasswordAs('password')),
    code: field.text('secondFactorCode', regex(totpCodePattern)),
  })
}

/** An enrolment that passed {@link staffEnrolmentSchema}. */
export type StaffEnrolmentInput = InferType<ReturnType<typeof staffEnrolmentSchema>>

/** The second step of signing in: a code of the authenticator or a recovery code. */
export function staffSecondFactorSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({ code: field.text('secondFactorCode', regex(secondFactorCodePattern)) })
}

/** A second step that passed {@link staffSecondFactorSchema}. */
export type StaffSecondFactorInput = InferType<ReturnType<typeof staffSecondFactorSchema>>
