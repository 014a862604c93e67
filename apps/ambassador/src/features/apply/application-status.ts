import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { Application } from './apply.graphql'

const statusNames = {
  APPLIED: msg`Under review`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Not accepted`,
  SUSPENDED: msg`Suspended`,
} as const

const nextSteps = {
  APPLIED: msg`We read every application ourselves. You will get an e-mail with our decision, usually within a few days; you can then sign in with the e-mail address and password you chose.`,
  APPROVED: msg`Your space is ready: sign in to create your first operation.`,
  REJECTED: msg`The e-mail we sent you explains why. You may apply again later.`,
  SUSPENDED: msg`Your account is suspended; the e-mail we sent you explains why.`,
} as const

/** The status of an application and what happens next, in the active language. */
export function describeApplication(application: Pick<Application, 'status'>, i18n: I18n) {
  return {
    status: i18n._(statusNames[application.status]),
    next: i18n._(nextSteps[application.status]),
    tone:
      application.status === 'APPROVED'
        ? ('success' as const)
        : application.status === 'APPLIED'
          ? ('info' as const)
          : ('warning' as const),
  }
}
