import { readFile } from 'node:fs/promises'

import { describe, expect, it } from 'vitest'

import { schemaFiles, sdl } from './print-schemas'

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
