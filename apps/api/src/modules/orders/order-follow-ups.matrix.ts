import { graphql } from '@comptoir/gql-client/admin-graphql'
import type { StaffRole } from '@comptoir/validation/schemas/staff'
import type { TadaDocumentNode } from 'gql.tada'

/** Builds one cell row of the authorization matrix (admin-authorization.test.ts). */
export type MatrixOperation<Entry> = <Variables>(
  field: string,
  document: TadaDocumentNode<unknown, Variables>,
  variables: () => Variables,
  allowed: readonly StaffRole[],
) => Entry

const ordersAct = ['owner', 'orders'] as const
const number = 'CPT-0000-000000'

/** The refunds, notes and confirmations sent again, for the authorization matrix. */
export function orderFollowUpOperations<Entry>(operation: MatrixOperation<Entry>): Entry[] {
  return [
    operation(
      'refundOrder',
      graphql(`
        mutation MatrixRefund($input: RefundOrderInput!) {
          refundOrder(input: $input) {
            errors {
              code
            }
          }
        }
      `),
      () => ({ input: { number, idempotencyKey: 'matrix', restock: true } }),
      ordersAct,
    ),
    operation(
      'addOrderNote',
      graphql(`
        mutation MatrixNote($input: AddOrderNoteInput!) {
          addOrderNote(input: $input) {
            errors {
              code
            }
          }
        }
      `),
      () => ({ input: { number, body: 'A note' } }),
      ordersAct,
    ),
    operation(
      'resendOrderConfirmation',
      graphql(`
        mutation MatrixResend($input: ResendOrderConfirmationInput!) {
          resendOrderConfirmation(input: $input) {
            errors {
              code
            }
          }
        }
      `),
      () => ({ input: { number } }),
      ordersAct,
    ),
  ]
}
