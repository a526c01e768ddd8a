import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';
import tseslint from 'typescript-eslint';
import { layerRules } from './eslint.layers.mjs';

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.next-*/**', // NEXT_DIST_DIR builds (side-by-side checkouts, the fresh-start test)
      'node_modules/**',
      'db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '.scratch/**',
      'next-env.d.ts',
      'bench/results/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { drizzle },
    rules: {
      // Type-aware checks that catch real bugs: floating promises and misused async callbacks.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // An update or delete without a where clause would touch every row.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  ...layerRules,
  {
    // The source's import graph has no circles (docs/architecture.md "Who may import what"): a
    // circle makes a module's value undefined while the other half loads, and ties two modules
    // that should be one or sit one above the other. Type-only imports are not edges (the plugin
    // skips them: they vanish at compile time); dynamic imports are. Next's config registers the
    // plugin and its TypeScript resolver, which reads the '@/' alias from tsconfig.json.
    files: ['{app,components,lib,db}/**/*.{ts,tsx}'],
    settings: {
      // Packages cannot import the source back: the graph the rule walks stops at node_modules,
      // which it would otherwise parse whole (twice the lint's time).
      'import/ignore': ['node_modules'],
      // One lint run: a resolved path stays resolved (the default forgets it after 30 s).
      'import/cache': { lifetime: Infinity },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
