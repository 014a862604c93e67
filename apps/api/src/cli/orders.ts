import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'

import { openOperatorRuntime } from './operator-runtime'
import { orderStatus } from '../db/schema'
import type { Outcome } from '../field-error'
import { publishingOrderStatusHook } from '../modules/commissions/commissions.service'
import {
  createOrderAdminService,
  type TransitionResult,
} from '../modules/orders/order-admin.service'
import { commandLineActor } from '../modules/audit/audit.service'
import { carrierIds, isCarrierId } from '../modules/orders/carriers'
import { isOrderStatus } from '../modules/orders/order-state'
import { createOrderStaffFollowUps } from '../modules/orders/order-staff-follow-ups'
import { orderForStaff } from '../modules/orders/order-admin-queries'
import { createOrderPayments } from '../modules/payments/order-payments'
import { paymentSetup } from '../modules/payments/payment-setup'

const usage = `Usage: pnpm --filter @comptoir/api cli orders <command>

  list [--status STATUS] [--limit N]   latest orders (default 50), optionally in one state
  advance <number> [--note "…"]        next state: PENDING_PAYMENT → PAID → FULFILLED → SHIPPED → DELIVERED
  ship <number> --carrier C --tracking T   ship (once fulfilled) with a carrier (${carrierIds.join(', ')})
                                       and its tracking number; the buyer is e-mailed the tracking link
  cancel <number> [--note "…"]         cancel (before shipping); the units go back in stock. A Stripe
                                       payment is closed if unpaid, refunded if paid
  refund <number> [--note "…"]         refund all that remains (once paid); the units go back in
                                       stock. A card paid through Stripe is refunded through Stripe first
  refund-lines <number> --line SKU=N [--line SKU=N…] [--no-restock] [--note "…"] [--key K]
                                       refund N units of the lines named by SKU (through Stripe when
                                       paid by Stripe); --key makes a retried command refund once
  resend <number>                      e-mail the order's confirmation to its buyer again
  note <number> --text "…"             write an internal note on the order

States: ${orderStatus.enumValues.join(', ')}
Each change writes a status event and an audit row, publishes it to subscribers and, when shipped,
e-mails the buyer.
`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: 'string' },
    limit: { type: 'string' },
    note: { type: 'string' },
    carrier: { type: 'string' },
    tracking: { type: 'string' },
    line: { type: 'string', multiple: true },
    'no-restock': { type: 'boolean' },
    key: { type: 'string' },
    text: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})
const [area, command, number] = positionals

if (values.help || area !== 'orders' || !command) {
  process.stdout.write(usage)
  process.exit(values.help ? 0 : 1)
}

const euros = (cents: number) => `${(cents / 100).toFixed(2)} EUR`

function describe(result: TransitionResult, requested: string): string {
  if (result.ok) return `${result.order.number}: ${result.from} → ${result.order.status}\n`
  if (result.reason === 'not_found') throw new Error(`No order ${requested}`)
  throw new Error(
    result.to
      ? `${requested} is ${result.from}: it cannot go to ${result.to}`
      : `${requested} is ${result.from}: there is no next state`,
  )
}

const { config, logger, db, mail, pubsub, run } = await openOperatorRuntime()
const admin = createOrderAdminService({
  db,
  pubsub,
  mail,
  logger,
  publicUrl: config.publicUrl,
  onStatusChanged: publishingOrderStatusHook(pubsub, logger),
})
const payments = createOrderPayments({
  db,
  admin,
  providers: paymentSetup(config, logger).providers,
})

const followUps = createOrderStaffFollowUps({
  db,
  mail,
  logger,
  publicUrl: config.publicUrl,
  refundOrder: payments.refundOrder,
})
const cliContext = { actor: { ...commandLineActor, name: 'cli' }, locale: 'en' as const }

function outcomeText(outcome: Outcome<unknown>, done: string): string {
  if (outcome.ok) return done
  throw new Error(outcome.errors.map((error) => error.message).join('\n'))
}

/** The units of `--line SKU=N`, as order lines of the order. */
async function refundLines(orderNumber: string) {
  const order = await orderForStaff(db, orderNumber)
  if (!order) throw new Error(`No order ${orderNumber}`)
  return (values.line ?? []).map((entry) => {
    const [sku = '', quantity = ''] = entry.split('=')
    const line = order.lines.find((candidate) => candidate.sku === sku.trim().toUpperCase())
    if (!line) throw new Error(`${orderNumber} has no line ${sku}`)
    if (!/^\d+$/.test(quantity.trim())) throw new Error(`--line ${entry}: N must be a whole number`)
    return { lineId: line.id, quantity: Number(quantity) }
  })
}

function requireNumber(): string {
  if (!number) throw new Error(`${command} needs an order number, e.g. CPT-2026-000123`)
  return number
}

const exitCode = await run(async () => {
  let status = 0
  const options = { actor: 'admin-cli', note: values.note ?? null, audit: commandLineActor }
  switch (command) {
    case 'list': {
      const status = values.status?.toUpperCase()
      if (status !== undefined && !isOrderStatus(status)) {
        throw new Error(
          `Unknown state ${values.status}; one of ${orderStatus.enumValues.join(', ')}`,
        )
      }
      const limit = values.limit === undefined ? 50 : Number(values.limit)
      if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit must be a whole number')
      const rows = await admin.listOrders({ status: status ?? null, limit })
      if (rows.length === 0) process.stdout.write('No order.\n')
      for (const order of rows) {
        process.stdout.write(
          `${order.number}  ${order.status.padEnd(15)} ${order.createdAt.toISOString()}  ${euros(order.totalCents).padStart(12)}  ${order.paymentMethod.padEnd(13)} ${order.email}\n`,
        )
      }
      break
    }
    case 'advance':
      process.stdout.write(describe(await admin.advance(requireNumber(), options), number ?? ''))
      break
    case 'ship': {
      const carrier = values.carrier ?? null
      const trackingNumber = values.tracking?.trim() ?? ''
      if (!isCarrierId(carrier))
        throw new Error(`--carrier must be one of ${carrierIds.join(', ')}`)
      if (!trackingNumber) throw new Error('--tracking needs the tracking number')
      const result = await admin.ship(requireNumber(), { carrier, trackingNumber }, options)
      process.stdout.write(describe(result, number ?? ''))
      break
    }
    case 'cancel':
      process.stdout.write(describe(await payments.cancel(requireNumber(), options), number ?? ''))
      break
    case 'refund':
      process.stdout.write(describe(await payments.refund(requireNumber(), options), number ?? ''))
      break
    case 'refund-lines': {
      const orderNumber = requireNumber()
      const lines = await refundLines(orderNumber)
      if (lines.length === 0) throw new Error('refund-lines needs at least one --line SKU=N')
      const outcome = await followUps.refund(
        {
          number: orderNumber,
          idempotencyKey: values.key ?? `cli-${randomUUID()}`,
          lines,
          restock: !values['no-restock'],
          reason: values.note ?? null,
        },
        cliContext,
      )
      const refunded = outcome.ok ? ` (${outcome.value.status})` : ''
      process.stdout.write(outcomeText(outcome, `${orderNumber}: refunded${refunded}\n`))
      break
    }
    case 'resend': {
      const outcome = await followUps.resendConfirmation(requireNumber(), cliContext)
      process.stdout.write(outcomeText(outcome, `${number ?? ''}: confirmation sent again\n`))
      break
    }
    case 'note': {
      const outcome = await followUps.addNote(requireNumber(), values.text ?? '', cliContext)
      process.stdout.write(outcomeText(outcome, `${number ?? ''}: note written\n`))
      break
    }
    default:
      process.stderr.write(`Unknown command ${command}\n\n${usage}`)
      status = 1
  }
  return status
})
process.exit(exitCode)
