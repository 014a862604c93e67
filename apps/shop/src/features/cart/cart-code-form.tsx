import { Button } from '@comptoir/ui/button'
import { TextField } from '@comptoir/ui/text-field'
import { useLingui } from '@lingui/react/macro'
import { useState, type SubmitEvent } from 'react'

import { CodeCredit } from '../referral/code-credit'
import type { FieldError } from '@comptoir/gql-client/public-graphql'
import styles from './cart-code-form.module.css'

/** Props of {@link CartCodeForm}. */
export interface CartCodeFormProps {
  /** The code the cart carries now, if any. */
  readonly appliedCode: string | null
  readonly onApply: (code: string) => Promise<readonly FieldError[]>
  readonly busy: boolean
}

function firstMessage(errors: readonly FieldError[]): string | undefined {
  return errors.find((error) => error.message !== '')?.message
}

/**
 * The ambassador or operation code of the cart: apply one, see what it does (who it credits,
 * which discount), remove it; refusals shown inline.
 */
export function CartCodeForm({ appliedCode, onApply, busy }: CartCodeFormProps) {
  const { t } = useLingui()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (code.trim() === '') {
      setError(t`Enter a code`)
      return
    }
    const errors = await onApply(code)
    setError(firstMessage(errors))
    if (errors.length === 0) setCode('')
  }

  if (appliedCode) {
    return (
      <div className={styles.applied}>
        <p>{t`Code ${appliedCode} applied`}</p>
        <CodeCredit code={appliedCode} className={styles.credit} />
        <Button
          variant="ghost"
          size="sm"
          isDisabled={busy}
          aria-label={t`Remove the code ${appliedCode}`}
          onPress={() => {
            void onApply('').then((errors) => {
              setError(firstMessage(errors))
            })
          }}
        >
          {t`Remove`}
        </Button>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t`Ambassador or operation code`}
        description={t`The code credits your order to the ambassador; an operation’s code also gives its discount.`}
        name="code"
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        error={error}
        onChange={(event) => {
          setCode(event.target.value)
        }}
      />
      <Button type="submit" variant="secondary" isPending={busy}>
        {t`Apply`}
      </Button>
    </form>
  )
}
