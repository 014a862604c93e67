import { readFile } from 'node:fs/promises'

import { describe, expect, it } from 'vitest'

import { adminSchema } from './admin/schema'
import { ambassadorSchema } from './ambassador/schema'
import { schemaFiles, sdl } from './print-schemas'
import { publicSchema } from './public/schema'

describe('committed schema files', () => {
  it.each(schemaFiles.map(({ file, schema }) => [file.split('/').pop(), file, schema] as const))(
    '%s matches the code (run `pnpm --filter @comptoir/api schema` after changing the schema)',
    async (_name, file, schema) => {
      expect(await readFile(file, 'utf8')).toBe(sdl(schema))
    },
  )

  it('keeps the two audiences apart', () => {
    const [publicFile, ambassadorFile] = schemaFiles
    const publicSdl = sdl(publicFile!.schema)
    const ambassadorSdl = sdl(ambassadorFile!.schema)
    expect(publicSdl).toContain('products(')
    expect(publicSdl).not.toContain('type Ambassador ')
    expect(ambassadorSdl).toContain('type Ambassador')
    expect(ambassadorSdl).not.toContain('products(')
    expect(ambassadorSdl).not.toContain('signup(')
  })
})

describe('the admin schema', () => {
  const audiences = { public: publicSchema, ambassador: ambassadorSchema }
  const staffTypes = Object.keys(adminSchema.getTypeMap()).filter((name) =>
    /^(Staff|Audit|InviteStaff|ChangeStaff|AcceptStaff)/.test(name),
  )

  it.each(Object.entries(audiences))('is not reachable from /gql/%s', (_name, schema) => {
    expect(staffTypes.length).toBeGreaterThan(5)
    for (const type of staffTypes) expect(schema.getType(type), type).toBeUndefined()
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
    for (const root of [adminSchema.getQueryType(), adminSchema.getMutationType()]) {
      for (const [name, field] of Object.entries(root?.getFields() ?? {})) {
        const twin = roots.map((type) => type?.getFields()[name]).find(Boolean)
        // Signing out has one shape on every schema (see contract.test.ts); nothing else is shared.
        if (twin && name !== 'logout') expect(String(twin.type), name).not.toBe(String(field.type))
      }
    }
  })
})
