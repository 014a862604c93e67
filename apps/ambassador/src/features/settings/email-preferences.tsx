import { Checkbox } from '@comptoir/ui/checkbox'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import styles from './email-preferences.module.css'
import { updateEmailPreferencesDocument } from './settings.graphql'

/** Which programme e-mails the ambassador wants. */
export interface EmailPreferences {
  newOrder: boolean
  commissionApproved: boolean
  payoutSent: boolean
}

/**
 * Three switches, one per programme e-mail; each change is saved at once (all three sent, so the
 * last change wins whole). A failed save puts the switch back.
 */
export function EmailPreferencesForm({ initial }: { initial: EmailPreferences }) {
  const { t } = useLingui()
  const toast = useToast()
  const [preferences, setPreferences] = useState(initial)
  const [saving, save] = useMutation(updateEmailPreferencesDocument)
  const change = async (key: keyof EmailPreferences, on: boolean) => {
    const before = preferences
    const next = { ...preferences, [key]: on }
    setPreferences(next)
    const result = await save({ input: next })
    const saved = result.data?.updateEmailPreferences.ambassador
    if (!saved) {
      setPreferences(before)
      return
    }
    toast.success(t`E-mail preferences saved`)
  }
  const switches: { key: keyof EmailPreferences; label: string; description: string }[] = [
    {
      key: 'newOrder',
      label: t`New order attributed to me`,
      description: t`The order number, its amount and the commission it will earn.`,
    },
    {
      key: 'commissionApproved',
      label: t`Commission approved`,
      description: t`When the return window has passed and commissions join your balance.`,
    },
    {
      key: 'payoutSent',
      label: t`Payout sent`,
      description: t`When a payout is transferred, with its statement (PDF) attached. A refused request is always e-mailed.`,
    },
  ]
  return (
    <fieldset className={styles.preferences} aria-busy={saving.fetching}>
      <legend className={styles.legend}>{t`E-mails from the programme`}</legend>
      {switches.map((item) => (
        <Checkbox
          key={item.key}
          role="switch"
          label={item.label}
          description={item.description}
          checked={preferences[item.key]}
          onChange={(event) => {
            void change(item.key, event.target.checked)
          }}
        />
      ))}
    </fieldset>
  )
}
