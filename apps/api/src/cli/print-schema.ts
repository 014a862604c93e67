import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'

import { writeSchemaFiles } from '../graphql/print-schemas'
import { apiRoot } from '../paths'

await mkdir(join(apiRoot, 'schema'), { recursive: true })
for (const file of await writeSchemaFiles()) process.stdout.write(`wrote ${file}\n`)
