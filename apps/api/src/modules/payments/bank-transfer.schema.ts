import { builder, DateTime, MoneyRef } from '../../graphql/public/builder'
import { money } from '../../money'
import { OrderRef } from '../orders/orders.schema'
import { bankTransferInstructions, type BankTransferInstructions } from '../orders/bank-transfer'

const BankTransferDetailsRef = builder
  .objectRef<BankTransferInstructions>('BankTransferDetails')
  .implement({
    description:
      "Where and how to pay an order by bank transfer: the shop's account, the amount, the reference to write and the deadline.",
    fields: (t) => ({
      holder: t.exposeString('holder', { description: 'The account holder.' }),
      iban: t.exposeString('iban', { description: 'In groups of four characters.' }),
      bic: t.exposeString('bic'),
      reference: t.exposeString('reference', {
        description: "What to write as the transfer's reference: the order number.",
      }),
      amount: t.field({
        type: MoneyRef,
        resolve: (details) => money(details.amountCents, details.currency),
      }),
      payBy: t.expose('payBy', {
        type: DateTime,
        description:
          'When the order is cancelled, its items released, if the transfer has not arrived.',
      }),
    }),
  })

builder.objectField(OrderRef, 'bankTransfer', (t) =>
  t.field({
    type: BankTransferDetailsRef,
    nullable: true,
    description:
      'While a BANK_TRANSFER order awaits its payment: the details to pay it. Null otherwise.',
    resolve: (order, _args, context) =>
      order.paymentMethod === 'BANK_TRANSFER' && order.status === 'PENDING_PAYMENT'
        ? bankTransferInstructions(context.services.config.commerce.bankTransfer, {
            number: order.number,
            totalCents: order.total.amount,
            currency: order.total.currency,
            createdAt: order.createdAt,
          })
        : null,
  }),
)
