import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { staffInvitationSchema, type StaffRole } from '@comptoir/validation/schemas/staff'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { useRoleLabels, type StaffRoleName } from '../session/role-labels'
import { inviteStaffDocument } from './staff.graphql'

const roleNames: Record<StaffRole, StaffRoleName> = {
  owner: 'OWNER',
  orders: 'ORDERS',
  programme: 'PROGRAMME',
  read_only: 'READ_ONLY',
}

const firstRole: StaffRole = 'orders'

/** The owner's invitation: a name, an e-mail address and a role; the invitee gets a link. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const labels = useRoleLabels()
  const [sent, setSent] = useState<string | null>(null)
  const [, invite] = useMutation(inviteStaffDocument)
  const form = useValidatedForm({
    schema: staffInvitationSchema,
    locale,
    initialValues: { name: '', email: '', role: firstRole },
    onSubmit: async (values, helpers) => {
      setSent(null)
      const result = await invite({
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          role: roleNames[values.role],
        },
      })
      const payload = result.data?.inviteStaff
      if (!payload) return
      applyPayloadErrors(form.formik, payload.errors)
      if (payload.staff) {
        setSent(payload.staff.email)
        helpers.resetForm()
        onInvited()
      }
    },
  })
  return (
    <form {...form.formProps}>
      <FormLayout>
        <TextField
          {...form.field('name')}
          autoComplete="off"
          required
          label={form.label('name')}
          error={form.error('name')}
        />
        <TextField
          {...form.field('email')}
          type="email"
          autoComplete="off"
          required
          label={form.label('email')}
          error={form.error('email')}
        />
        <Select
          {...form.field('role')}
          required
          label={form.label('role')}
          error={form.error('role')}
          options={(Object.keys(roleNames) as StaffRole[]).map((role) => ({
            value: role,
            label: labels[roleNames[role]],
          }))}
        />
        <FormAlert messages={form.formErrors} />
        {sent && <FormAlert tone="success" messages={[t`Invitation sent to ${sent}.`]} />}
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Send the invitation`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
