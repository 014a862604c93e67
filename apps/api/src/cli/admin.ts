import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'

import { openOperatorRuntime } from './operator-runtime'
import { createPasswordHasher } from '../modules/accounts/passwords'
import { commandLineActor } from '../modules/audit/audit.service'
import { createSecretBox } from '../modules/staff/secret-box'
import { createStaffService } from '../modules/staff/staff.service'

const usage = `Usage: pnpm --filter @comptoir/api admin <command>

  create-owner <email> [--name "…"]   create an owner of the back office; asks for the password
                                      (or reads it from standard input), then prints the
                                      authenticator secret and the recovery codes, once
`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
})
const [command, email] = positionals

if (values.help || command !== 'create-owner' || !email) {
  process.stdout.write(usage)
  process.exit(values.help ? 0 : 1)
}

/** One line of standard input; typed without echo on a terminal. */
function readPassword(): Promise<string> {
  const terminal = process.stdin.isTTY
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal })
  if (terminal) {
    process.stdout.write('Password (8 characters or more): ')
    const silent = lines as unknown as { _writeToOutput: (text: string) => void }
    silent._writeToOutput = () => undefined
  }
  return new Promise((resolve) => {
    lines.once('line', (line) => {
      resolve(line)
      lines.close()
      if (terminal) process.stdout.write('\n')
    })
    lines.once('close', () => {
      resolve('')
    })
  })
}

const password = await readPassword()
const { config, logger, db, mail, run } = await openOperatorRuntime()
const staff = createStaffService({
  db,
  hasher: createPasswordHasher(),
  mail,
  logger,
  adminUrl: config.adminUrl,
  secrets: createSecretBox(config.staffSecretKey.key),
})

process.exitCode = await run(async () => {
  const outcome = await staff.createOwner(
    { email, name: values.name ?? email.split('@')[0] ?? email, password },
    commandLineActor,
  )
  if (!outcome.ok) {
    for (const error of outcome.errors)
      process.stderr.write(`${error.field ?? email}: ${error.message}\n`)
    return 1
  }
  const { totpSecret, totpUri, recoveryCodes } = outcome.value
  process.stdout.write(
    [
      `Owner ${email} created. Sign in at ${config.adminUrl}`,
      '',
      'Add this account to an authenticator app (shown only now):',
      `  secret: ${totpSecret.replace(/(.{4})/g, '$1 ').trim()}`,
      `  address: ${totpUri}`,
      '',
      'Recovery codes, each usable once (keep them somewhere safe):',
      ...recoveryCodes.map((code) => `  ${code}`),
      '',
    ].join('\n'),
  )
  return 0
})
