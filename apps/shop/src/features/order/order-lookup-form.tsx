import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { TextField } from '@comptoir/ui/text-field'
import { defaultLocale, isLocale } from '@comptoir/i18n/locales'
import { formatMessage } from '@comptoir/validation/messages'
import { email as emailRule, required, type Rule } from '@comptoir/validation/rules'
import { useLingui } from '@lingui/react/macro'
import { useState, type SubmitEvent } from 'react'
import { useMutation } from 'urql'

import { requestOrderAccessDocument } from './order.graphql'
import styles from './order.module.css'

type LookupField = 'number' | 'email'

const rules: Record<LookupField, readonly Rule[]> = {
  number: [required],
  email: [required, emailRule],
}

/**
 * Finding an order without its link: number and e-mail. The answer never says whether the order
 * exists; when both match, its link is e-mailed to the order's address.
 */
export function OrderLookupForm({ initialNumber }: { initialNumber: string }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale
  const [values, setValues] = useState({ number: initialNumber, email: '' })
  const [errors, setErrors] = useState<Partial<Record<LookupField, string>>>({})
  const [sent, setSent] = useState(false)
  const [refusal, setRefusal] = useState<string | undefined>()
  const [state, request] = useMutation(requestOrderAccessDocument)
  const labels: Record<LookupField, string> = { number: t`Order number`, email: t`E-mail address` }

  const check = (field: LookupField, value: string) => {
    const failing = rules[field].find((rule) => !rule.test(value, {}))
    return failing ? formatMessage(failing.code, labels[field], locale) : undefined
  }
  const schedule = (field: LookupField, value: string) => {
    setTimeout(() => {
      setErrors((current) => ({ ...current, [field]: check(field, value) }))
    }, 5)
  }
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = { number: check('number', values.number), email: check('email', values.email) }
    setErrors(found)
    if (found.number || found.email) return
    const result = await request({
      input: { number: values.number.trim(), email: values.email.trim() },
    })
    const payloadErrors = result.data?.requestOrderAccess.errors ?? []
    setRefusal(payloadErrors[0]?.message)
    if (result.data && payloadErrors.length === 0) setSent(true)
  }
  const bind = (field: LookupField) => ({
    name: field,
    label: labels[field],
    value: values[field],
    error: errors[field],
    required: true,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }))
    },
    onBlur: (event: { target: { value: string } }) => {
      schedule(field, event.target.value)
    },
  })

  if (sent) {
    return (
      <p role="status" className={styles.sent}>
        {t`If an order matches this number and address, we have just e-mailed its link there.`}
      </p>
    )
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormLayout>
        <TextField {...bind('number')} autoComplete="off" placeholder="CPT-2026-000123" />
        <TextField {...bind('email')} type="email" autoComplete="email" />
        {refusal ? <p role="alert">{refusal}</p> : null}
        <FormActions>
          <Button type="submit" isPending={state.fetching}>
            {t`E-mail me the link`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
