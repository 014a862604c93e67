import { importX } from 'eslint-plugin-import-x'

/**
 * One-way dependencies between the feature modules of an app, declared once as an ordered list
 * of layers (lowest first): a module may import its own layer and the layers below it, never one
 * above. On the server, files of `modules` that are not `*.schema.ts` never import `api`:
 * services return plain results and the schema files turn them into the API's payloads. In a
 * front end, modules never import `composition` (the routes, which compose the features).
 * `platform` folders sit below every module and never import modules, the API or the routes.
 * Tests and stories, which drive the whole app, are left out.
 *
 * @param {{
 *   root: string,
 *   modules: string,
 *   layers: (string | string[])[],
 *   api?: string,
 *   composition?: string[],
 *   platform?: string[],
 *   config: string,
 * }} options `root`: the workspace folder (pass `import.meta.dirname`); `modules`: the folder of
 *   the modules, relative to `root`; `layers`: module names, lowest first (a nested list is one
 *   layer of peers); `api`: the folder of the API
 *   layer (`src/graphql`); `composition`: what composes the modules (`src/routes`); `platform`:
 *   folders and files below the modules (`src/db`); `config`: the file declaring the order, named
 *   in the messages.
 * @returns {import('eslint').Linter.Config[]}
 */
export function moduleLayers({
  root,
  modules,
  layers,
  api,
  composition = [],
  platform = [],
  config,
}) {
  const ordered = layers.map((layer) => [layer].flat())
  const zones = ordered.flatMap((layer, index) =>
    layer.flatMap((module) =>
      ordered
        .slice(index + 1)
        .flat()
        .map((higher) => ({
          target: `${modules}/${module}`,
          from: `${modules}/${higher}`,
          message: `${module} sits below ${higher} in the module order (${config}): pass what it needs as a port instead.`,
        })),
    ),
  )
  if (api) {
    zones.push({
      target: `${root}/${modules}/**/!(*.schema).ts`,
      from: api,
      message:
        'Only schema files import the API layer: a service returns plain results and its schema file turns them into payloads.',
    })
  }
  if (composition.length > 0) {
    zones.push({
      target: modules,
      from: composition,
      message: 'Features never import the routes: a route composes features, not the other way.',
    })
  }
  for (const folder of platform) {
    zones.push({
      target: folder,
      from: [modules, ...(api ? [api] : []), ...composition],
      message: 'The platform sits below the modules, the API layer and the routes.',
    })
  }
  return [
    {
      files: ['**/*.ts', '**/*.tsx'],
      ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
      plugins: { 'import-x': importX },
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
    },
  ]
}
