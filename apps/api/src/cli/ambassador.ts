import { parseArgs } from 'node:util'

import { openOperatorRuntime } from './operator-runtime'
import { createPasswordHasher } from '../modules/accounts/passwords'
import { createSessionWatch } from '../modules/accounts/session-watch'
import { createApplicationsService } from '../modules/ambassador-applications/ambassador-applications.service'
import { createEventPublisher } from '../modules/ambassadors/ambassador-events'
import { approvedAmbassadorCondition } from '../modules/ambassadors/approved-ambassadors'
import { createCommissionsService } from '../modules/commissions/commissions.service'
import { createPayoutsService } from '../modules/payouts/payouts.service'
import { createMemoryRateLimiter, defaultRateLimits } from '../rate-limit/limiter'

const usage = `Usage: pnpm --filter @comptoir/api ambassador <command>

  applications                       list applications waiting for a decision
  approve <email|code>               approve an application (or lift a suspension); e-mails the ambassador
  reject <email|code> --reason "…"   reject an application (e-mailed with the reason), or suspend an approved ambassador
  payouts                            list payout requests waiting for a decision
  payout-paid <id>                   mark a payout PAID (its commissions become PAID); e-mails the ambassador its statement (PDF) unless they turned payout e-mails off
  payout-reject <id> --reason "…"    reject a payout (its commissions go back to the balance); e-mails the reason
  approve-due                        approve the commissions whose 14-day hold has ended (the server does it every 10 minutes); e-mails the ambassadors who want it
`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { reason: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
})
const [command, key] = positionals

if (values.help || !command) {
  process.stdout.write(usage)
  process.exit(command || values.help ? 0 : 1)
}

const { config, logger, db, mail, pubsub, run } = await openOperatorRuntime()
const now = () => new Date()
const publish = createEventPublisher(pubsub, logger)
const sessions = createSessionWatch({
  db,
  pubsub,
  logger,
  approvedAmbassador: approvedAmbassadorCondition,
})
const applications = createApplicationsService({
  db,
  hasher: createPasswordHasher(),
  limiter: createMemoryRateLimiter(),
  limits: defaultRateLimits,
  mail,
  logger,
  ambassadorUrl: config.ambassadorUrl,
  onSessionsChanged: (userId) => sessions.announce(userId),
})
const payouts = createPayoutsService({
  db,
  now,
  publish,
  mail,
  ambassadorUrl: config.ambassadorUrl,
  payoutAccountHoldMs: config.payoutAccountHoldHours * 3_600_000,
  shop: config.commerce.shop,
})
const commissions = createCommissionsService({
  db,
  now,
  publish,
  logger,
  mail,
  ambassadorUrl: config.ambassadorUrl,
})

function requireKey(): string {
  if (!key) throw new Error(`${command} needs an argument (see --help)`)
  return key
}

const exitCode = await run(
  async () => {
    let status = 0
    switch (command) {
      case 'applications': {
        const rows = await applications.pending()
        if (rows.length === 0) process.stdout.write('No application is waiting.\n')
        for (const { ambassador, user } of rows) {
          process.stdout.write(
            `${ambassador.appliedAt.toISOString()}  ${ambassador.code.padEnd(12)} ${user.email}  (${ambassador.locale})\n  ${ambassador.motivation}\n  ${ambassador.socialLinks.join(' ')}\n`,
          )
        }
        break
      }
      case 'approve': {
        const { ambassador, user } = await applications.approve(requireKey())
        process.stdout.write(`Approved ${user.email} (code ${ambassador.code}); e-mail queued.\n`)
        break
      }
      case 'reject': {
        if (!values.reason)
          throw new Error('reject needs --reason "…" (it is sent to the applicant)')
        const { ambassador, user } = await applications.decline(requireKey(), values.reason)
        process.stdout.write(
          ambassador.status === 'SUSPENDED'
            ? `Suspended ${user.email}; their ambassador sessions are ended.\n`
            : `Rejected ${user.email}; e-mail queued.\n`,
        )
        break
      }
      case 'payouts': {
        const rows = await payouts.open()
        if (rows.length === 0) process.stdout.write('No payout request is waiting.\n')
        for (const { payout, email, code } of rows) {
          process.stdout.write(
            `${payout.id}  ${(payout.amountCents / 100).toFixed(2)} EUR  ${code} ${email}  IBAN ${payout.iban}  requested ${payout.requestedAt.toISOString()}\n`,
          )
        }
        break
      }
      case 'payout-paid': {
        const payout = await payouts.decide(requireKey(), { status: 'PAID' })
        process.stdout.write(
          `Payout ${payout.id} marked PAID; its statement is e-mailed unless the ambassador turned payout e-mails off.\n`,
        )
        break
      }
      case 'payout-reject': {
        if (!values.reason)
          throw new Error('payout-reject needs --reason "…" (it is sent to the ambassador)')
        const payout = await payouts.decide(requireKey(), {
          status: 'REJECTED',
          reason: values.reason,
        })
        process.stdout.write(`Payout ${payout.id} rejected; e-mail queued.\n`)
        break
      }
      case 'approve-due': {
        const result = await commissions.approveDue()
        process.stdout.write(
          result.ran
            ? `${result.approved} commission(s) approved.\n`
            : 'Another instance is running the approval job; nothing done.\n',
        )
        break
      }
      default:
        process.stderr.write(`Unknown command ${command}\n\n${usage}`)
        status = 1
    }
    return status
  },
  () => sessions.stop(),
)
process.exit(exitCode)
