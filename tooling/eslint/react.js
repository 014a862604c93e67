import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { base } from './base.js'

/**
 * Lint rules for React workspaces: the base rules plus the rules of hooks and browser globals.
 * File routes of TanStack Router (`src/routes/**`) keep the router's own file grammar.
 *
 * @param {{ tsconfigRootDir: string }} options the workspace folder (pass `import.meta.dirname`)
 * @returns {import('typescript-eslint').ConfigArray}
 */
export function react({ tsconfigRootDir }) {
  return tseslint.config(
    ...base({ tsconfigRootDir }),
    {
      plugins: { 'react-hooks': reactHooks },
      languageOptions: { globals: { ...globals.browser } },
      rules: {
        ...reactHooks.configs.recommended.rules,
        '@typescript-eslint/no-misused-promises': [
          'error',
          { checksVoidReturn: { attributes: false } },
        ],
      },
    },
    {
      files: ['src/routes/**'],
      rules: {
        'check-file/filename-naming-convention': 'off',
        'check-file/folder-naming-convention': 'off',
        '@typescript-eslint/only-throw-error': 'off',
      },
    },
  )
}
