import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { AppLink } from '@comptoir/app-shell/app-link'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { checkoutContactSchema } from '@comptoir/validation/schemas/checkout-contact'
import { Trans, useLingui } from '@lingui/react/macro'

import { StepErrors } from './step-notice'
import type { CheckoutChange } from './use-checkout'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import type { FieldError } from '@comptoir/gql-client/public-graphql'

/** Props of {@link ContactStep}. */
export interface ContactStepProps {
  readonly email: string
  readonly signedInAs: string | null
  readonly save: (change: CheckoutChange) => Promise<readonly FieldError[]>
  readonly onDone: () => void
}

/** Where the confirmation goes: the e-mail address (prefilled for a signed-in customer). */
export function ContactStep({ email, signedInAs, save, onDone }: ContactStepProps) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const form = useValidatedForm({
    schema: checkoutContactSchema,
    locale,
    initialValues: { email },
    onSubmit: async (values) => {
      const errors = await save({ email: values.email.trim() })
      applyPayloadErrors(form.formik, errors)
      if (errors.length === 0) onDone()
    },
  })
  return (
    <form {...form.formProps}>
      <FormLayout>
        {signedInAs ? (
          <p>
            <Trans>Signed in as {signedInAs}.</Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Ordering as a guest. Have an account?{' '}
              <AppLink to="/login" search={{ redirect: '/checkout' }}>
                Sign in
              </AppLink>
            </Trans>
          </p>
        )}
        <TextField
          {...form.field('email')}
          type="email"
          autoComplete="email"
          required
          label={form.label('email')}
          description={t`We send the order confirmation and its follow-up link there.`}
          error={form.error('email')}
        />
        <StepErrors messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Continue to address`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
