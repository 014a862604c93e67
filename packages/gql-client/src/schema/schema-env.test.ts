// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { envPath, renderSchemaEnv, schemaNames, sdlPath } from '../../test/schema-env'

const scratch = await mkdtemp(join(tmpdir(), 'gql-client-schema-'))
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

describe('committed introspection output', () => {
  it.each(schemaNames)(
    '%s-env.d.ts matches the printed schema (else run `pnpm --filter @comptoir/gql-client schema`)',
    async (name) => {
      const committed = await readFile(envPath(name), 'utf8')
      expect(committed).toBe(await renderSchemaEnv(name))
    },
  )

  it('is detected as stale once the SDL gains a field', async () => {
    const changed = join(scratch, 'public.graphql')
    const sdl = await readFile(sdlPath('public'), 'utf8')
    await writeFile(changed, `${sdl}\nextend type Query { freshlyAdded: String }\n`)
    const rendered = await renderSchemaEnv('public', changed)
    expect(rendered).toContain("'freshlyAdded'")
    expect(rendered).not.toBe(await readFile(envPath('public'), 'utf8'))
  })

  it('names each schema so gql.tada check can tell the two graphql functions apart', async () => {
    for (const name of schemaNames) {
      expect(await readFile(envPath(name), 'utf8')).toContain(`name: '${name}';`)
    }
  })
})
