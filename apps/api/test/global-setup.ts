import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pino from 'pino'
import type { TestProject } from 'vitest/node'

import { openDatabase } from '../src/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database (tarball) every test file starts from; empty with PostgreSQL. */
    pgliteTemplate: string
  }
}

/** Migrates one embedded database and saves it, so each test file loads it instead of running initdb. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '')
    return undefined
  }
  const folder = await mkdtemp(join(tmpdir(), 'comptoir-api-test-'))
  const database = await openDatabase({
    databaseUrl: null,
    dataDir: null,
    logger: pino({ level: 'silent' }),
  })
  await database.migrate()
  const dump = await database.dump()
  await database.close()
  if (!dump) throw new Error('The embedded database gave no dump')
  const file = join(folder, 'template.tar')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return async () => {
    await rm(folder, { recursive: true, force: true })
  }
}
