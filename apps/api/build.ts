import { readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'

import { build } from 'esbuild'

interface PackageManifest {
  dependencies: Record<string, string>
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as PackageManifest

/** Runtime packages stay in node_modules; workspace sources (and what they import) are bundled. */
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@comptoir/'))

await rm('dist', { recursive: true, force: true })
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  logLevel: 'info',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
