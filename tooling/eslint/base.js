import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Shared lint rules for every workspace: type-checked TypeScript, no import cycles,
 * one-way dependencies (packages never import apps) and kebab-case file names.
 *
 * @param {{ tsconfigRootDir: string }} options the workspace folder (pass `import.meta.dirname`)
 * @returns {import('typescript-eslint').ConfigArray}
 */
export function base({ tsconfigRootDir }) {
  return tseslint.config(
    {
      ignores: [
        '**/dist/**',
        '**/storybook-static/**',
        '**/coverage/**',
        '**/test-results/**',
        '**/playwright-report/**',
        '**/*.gen.ts',
        '**/*.config.{js,mjs,cjs}',
        'eslint.config.js',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.strictTypeChecked,
    ...tseslint.configs.stylisticTypeChecked,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir },
        globals: { ...globals.es2023 },
      },
      plugins: { 'import-x': importX, 'check-file': checkFile },
      settings: {
        'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
        // Without a parser for TypeScript, the rules that read other modules (no-cycle) cannot
        // parse them and silently see no imports: cycles between .ts files went unreported.
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      },
      rules: {
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-self-import': 'error',
        'import-x/no-duplicates': 'error',
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  '@comptoir/api',
                  '@comptoir/api/*',
                  '@comptoir/shop',
                  '@comptoir/shop/*',
                  '@comptoir/ambassador',
                  '@comptoir/ambassador/*',
                ],
                message:
                  'Dependencies point one way: apps import packages, never the reverse, and apps do not import each other.',
              },
            ],
          },
        ],
        'check-file/filename-naming-convention': [
          'error',
          { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
          { ignoreMiddleExtensions: true },
        ],
        'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
      },
    },
    {
      files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/e2e/**', '**/test/**'],
      rules: {
        '@typescript-eslint/no-non-null-assertion': 'off',
        '@typescript-eslint/no-floating-promises': 'off',
      },
    },
  )
}
