// Who may import what (docs/architecture.md): layers point down, and a file's folder says where
// it runs. app -> components -> lib/server | lib/browser -> lib/shared, and db under lib/server.

const APP = {
  group: ['@/app/*', '@/app/**'],
  message: 'Only Next imports routes: move shared code to components/ or lib/.',
};
const COMPONENTS = {
  group: ['@/components/*', '@/components/**'],
  message: 'lib/ is below components/: pass values down instead.',
};
const SERVER = {
  group: ['@/lib/server/*', '@/lib/server/**'],
  message: 'Server-only code: call it from a server component, a route handler or a server action.',
};
const BROWSER = {
  group: ['@/lib/browser/*', '@/lib/browser/**'],
  message: 'Browser-only code (storage, window): it cannot run here.',
};
const DB = {
  group: ['@/db', '@/db/*', '@/db/**'],
  message: 'Only lib/server talks to the database (docs/architecture.md: pages never import db).',
};
// lib/server/http is the outer adapter (docs/architecture.md): it turns requests into calls of the
// domains and their answers into HTTP. The domains, infra, the edge and the admin's actions sit
// below it, so none of them may reach back up into it; what two of them share lives in infra.
const HTTP = {
  group: ['@/lib/server/http', '@/lib/server/http/*', '**/http/*'],
  message:
    'lib/server/http is the outer adapter: only routes (app/) and components call it. Move what ' +
    'the domains need from it to lib/server/infra, lib/server/auth or lib/shared.',
};
const SERVER_ONLY = {
  group: ['server-only', 'next/headers', 'next/cache'],
  message: 'This folder is not server-only.',
};

const ZOD = {
  regex: '^zod(/.*)?$',
  message:
    "Import z from '@/lib/shared/validation/zod': it keeps zod from probing eval in the browser.",
};

// Storefront links prefetch on intent (docs/decisions.md): a bare next/link would prefetch every
// link in view as the page loads. The admin's own screens keep Next's default.
const NEXT_LINK = {
  name: 'next/link',
  message:
    "Storefront links are IntentLink ('@/components/ui/intent-link'): they prefetch on intent.",
};
const ADMIN_SCREENS = [
  'app/(admin)/**/*.{ts,tsx}',
  'components/admin/**/*.{ts,tsx}',
  'components/orders/{order-card,order-figures,status-filter,wanted-list}.tsx',
  'components/ui/intent-link.tsx',
];

const restrict = (paths, patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths }],
});
const rule = (...patterns) => restrict([], patterns);
const storefrontRule = (...patterns) => restrict([NEXT_LINK], patterns);

export const layerRules = [
  { files: ['app/**/*.{ts,tsx}'], rules: storefrontRule(DB) },
  { files: ['components/**/*.{ts,tsx}'], rules: storefrontRule(APP, DB, ZOD) },
  { files: ADMIN_SCREENS.filter((f) => f.startsWith('app/')), rules: rule(DB) },
  { files: ADMIN_SCREENS.filter((f) => f.startsWith('components/')), rules: rule(APP, DB, ZOD) },
  {
    files: ['lib/server/**/*.{ts,tsx}'],
    ignores: ['lib/server/http/**'],
    rules: rule(APP, COMPONENTS, BROWSER, HTTP),
  },
  { files: ['lib/server/http/**/*.{ts,tsx}'], rules: rule(APP, COMPONENTS, BROWSER) },
  {
    files: ['lib/browser/**/*.{ts,tsx}'],
    rules: rule(APP, COMPONENTS, SERVER, DB, SERVER_ONLY, ZOD),
  },
  {
    files: ['lib/shared/**/*.{ts,tsx}'],
    rules: rule(APP, COMPONENTS, SERVER, BROWSER, DB, SERVER_ONLY, ZOD),
  },
  { files: ['lib/shared/validation/zod.ts'], rules: rule(APP, COMPONENTS, SERVER, BROWSER, DB) },
  // The database layer may name the env's type (db/index.ts), never run lib code.
  {
    files: ['db/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...APP },
            { ...COMPONENTS },
            { ...BROWSER },
            { ...SERVER, allowTypeImports: true },
          ],
        },
      ],
    },
  },
];
