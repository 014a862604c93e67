import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'

import type { AddOutcome } from './use-add-to-cart'

/**
 * What the product page says after an add: a plain confirmation, or, when the stock left was
 * short of what was asked, how many are left and how many went into the cart.
 */
export function addedMessage(i18n: I18n, asked: number, outcome: AddOutcome): string {
  if (outcome.added >= asked) return i18n._(msg`Added to your cart.`)
  const left = outcome.inCart
  const added = outcome.added
  const stockLeft = i18n._(msg`${plural(left, { one: 'Only # left', other: 'Only # left' })}`)
  const addedNow = i18n._(
    msg`${plural(added, { one: '# added to your cart.', other: '# added to your cart.' })}`,
  )
  return i18n._(msg`${stockLeft}: ${addedNow}`)
}
