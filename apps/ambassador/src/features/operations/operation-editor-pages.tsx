import { readFragment } from '@comptoir/gql-client/ambassador-graphql'
import { PortalTitle } from '../../components/portal-title'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useMutation, useQuery } from 'urql'

import { formStyles } from '../../components/form-styles'
import { LoadError, LoadingBlocks } from '../../components/load-state'
import { OperationForm } from './operation-form'
import {
  createOperationDocument,
  operationDocument,
  operationFragment,
  updateOperationDocument,
} from './operations.graphql'
import { OperationNotFound } from './operation-not-found'

/** `/operations/new`: a draft operation, published from its room. */
export function NewOperationPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const toast = useToast()
  const [, create] = useMutation(createOperationDocument)
  return (
    <section className={formStyles.page} aria-labelledby="new-operation-title">
      <PortalTitle title={t`New operation`} />
      <h1 id="new-operation-title">{t`New operation`}</h1>
      <p className={formStyles.lead}>
        {t`It starts as a draft: check it, then publish it from its page.`}
      </p>
      <OperationForm
        submitLabel={t`Create the draft`}
        onSubmit={async (input) => {
          const result = await create({ input })
          const payload = result.data?.createOperation
          if (!payload) return null
          const created = payload.operation
            ? readFragment(operationFragment, payload.operation)
            : null
          if (created) {
            toast.success(t`Draft “${created.name}” created`)
            await navigate({ to: '/operation', search: { id: created.id } })
          }
          return payload.errors
        }}
      />
    </section>
  )
}

/** `/operation/edit?id=`: changes an operation that has not ended. */
export function EditOperationPage({ id }: { id: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const toast = useToast()
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: operationDocument,
    variables: { id },
  })
  const [, update] = useMutation(updateOperationDocument)
  const operation = data?.operation ? readFragment(operationFragment, data.operation) : null
  return (
    <section className={formStyles.page} aria-labelledby="edit-operation-title">
      <PortalTitle title={t`Change an operation`} />
      <h1 id="edit-operation-title">
        {operation ? t`Change “${operation.name}”` : t`Change an operation`}
      </h1>
      {operation ? (
        operation.state === 'ENDED' ? (
          <p className={formStyles.lead}>{t`This operation has ended: it can no longer change.`}</p>
        ) : (
          <OperationForm
            operation={operation}
            submitLabel={t`Save the changes`}
            onSubmit={async (values) => {
              const result = await update({ input: { id, ...values } })
              const payload = result.data?.updateOperation
              if (!payload) return null
              if (payload.operation) {
                toast.success(t`Changes saved`)
                await navigate({ to: '/operation', search: { id } })
              }
              return payload.errors
            }}
          />
        )
      ) : data ? (
        <OperationNotFound />
      ) : error && !fetching ? (
        <LoadError
          error={error}
          onRetry={() => {
            reexecute({ requestPolicy: 'network-only' })
          }}
        />
      ) : (
        <LoadingBlocks count={4} height="3.5rem" />
      )}
    </section>
  )
}
