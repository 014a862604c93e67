import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'

import { openOperatorRuntime } from './operator-runtime'
import { createPasswordHasher } from '../modules/accounts/passwords'
import { createSessionWatch } from '../modules/accounts/session-watch'
import { createApplicationsService } from '../modules/ambassador-applications/ambassador-applications.service'
import { createEventPublisher } from '../modules/ambassadors/ambassador-events'
import { setCommissionRate } from '../modules/ambassadors/ambassador-rates'
import { approvedAmbassadorCondition } from '../modules/ambassadors/approved-ambassadors'
import { refusalError } from '../modules/ambassadors/programme-refusals'
import { commandLineActor } from '../modules/audit/audit.service'
import { reverseCommission } from '../modules/commissions/commission-admin'
import { createCommissionsService } from '../modules/commissions/commissions.service'
import { runReference } from '../modules/payouts/payout-runs'
import { createPayoutsService } from '../modules/payouts/payouts.service'
import { createMemoryRateLimiter, defaultRateLimits } from '../rate-limit/limiter'

const usage = `Usage: pnpm --filter @comptoir/api ambassador <command>

  applications                       list applications waiting for a decision
  approve <email|code>               approve an application (or lift a suspension); e-mails the ambassador
  reject <email|code> --reason "…"   reject an application (e-mailed with the reason), or suspend an approved ambassador
  rate <email|code> <percent|programme>
                                     give an ambassador a commission rate of their own (e.g. 12.5), or the
                                     programme's again, for the orders placed from now on
  commission-reverse <id> --reason "…"   reverse a commission not paid yet
  payouts                            list payout requests waiting and in no payout run
  payout-run <id> [<id>…]            put waiting payout requests in a new payout run; prints its id
  payout-run-file <run id> [--out f] write the run's SEPA credit transfer file (pain.001.001.03) to f or stdout;
                                     the shop's account (BANK_TRANSFER_*) is debited
  payout-run-paid <run id>           mark a run paid once its file went through: its payouts become PAID and
                                     their statements are e-mailed; a run is paid once
  payout-paid <id>                   mark one payout PAID (its commissions become PAID); e-mails the ambassador its statement (PDF) unless they turned payout e-mails off
  payout-reject <id> --reason "…"    reject a payout (its commissions go back to the balance); e-mails the reason

Every change writes a row of the audit log, by "cli".
  approve-due                        approve the commissions whose 14-day hold has ended (the server does it every 10 minutes); e-mails the ambassadors who want it
`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    reason: { type: 'string' },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})
const [command, key, ...rest] = positionals

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
      case 'rate': {
        const [value] = rest
        if (!value) throw new Error('rate needs a percentage or "programme" (see --help)')
        const outcome = await setCommissionRate(
          db,
          requireKey(),
          value === 'programme' ? null : value,
          commandLineActor,
          'en',
        )
        if (!outcome.ok) throw refusalError(outcome.errors)
        process.stdout.write(
          `Rate ${(outcome.value.rateBps / 100).toFixed(2)} % (${outcome.value.ownRate ? 'their own' : "the programme's"}) for the orders placed from now on.\n`,
        )
        break
      }
      case 'commission-reverse': {
        if (!values.reason) throw new Error('commission-reverse needs --reason "…"')
        const outcome = await reverseCommission(
          db,
          publish,
          requireKey(),
          values.reason,
          commandLineActor,
          'en',
        )
        if (!outcome.ok) throw refusalError(outcome.errors)
        process.stdout.write(`Commission ${outcome.value.id} reversed.\n`)
        break
      }
      case 'payout-run': {
        const outcome = await payouts.createRun([requireKey(), ...rest], commandLineActor, 'en')
        if (!outcome.ok) throw refusalError(outcome.errors)
        process.stdout.write(`Payout run ${runReference(outcome.value)}: ${outcome.value.id}\n`)
        break
      }
      case 'payout-run-file': {
        const file = await payouts.runFile(requireKey(), config.commerce.bankTransfer)
        if (!file) throw new Error(`No payout run ${key} with a payout to pay`)
        if (values.out) {
          await writeFile(values.out, file.xml)
          process.stdout.write(`Wrote ${values.out}\n`)
        } else {
          process.stdout.write(file.xml)
        }
        break
      }
      case 'payout-run-paid': {
        const outcome = await payouts.payRun(requireKey(), commandLineActor, 'en')
        if (!outcome.ok) throw refusalError(outcome.errors)
        process.stdout.write(`Payout run ${runReference(outcome.value)} marked paid.\n`)
        break
      }
      case 'payouts': {
        const rows = await payouts.waiting()
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
        const outcome = await payouts.rejectPayout(
          requireKey(),
          values.reason,
          commandLineActor,
          'en',
        )
        if (!outcome.ok) throw refusalError(outcome.errors)
        process.stdout.write(`Payout ${outcome.value.id} rejected; e-mail queued.\n`)
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
