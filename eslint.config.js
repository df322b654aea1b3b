import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Each web feature may import only itself (and shared code); one zone per feature folder.
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's modules, lowest first: a module imports only modules before it, so modules never
 * import each other both ways. A new module folder must be placed here.
 */
const serverModules = [
  'audit',
  'activity',
  'plans',
  'auth',
  'users',
  'subscriptions',
  'orders',
  'jobs',
  'listing-health',
  'applications',
  'saved-jobs',
  'deadlines',
  'saved-searches',
  'reminders',
  'companies',
  'profile',
  'seo',
  'stats',
  'contact',
  'system',
  'admin',
];
const unplaced = fs
  .readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverModules.includes(entry.name));
if (unplaced.length > 0) {
  throw new Error(`eslint.config.js: place apps/server/src/modules/${unplaced[0].name} in serverModules (lowest first).`);
}

/** The boundaries docs/decisions/009-layers-and-boundaries.md describes; lint holds them so review need not. */
const boundaryZones = [
  ...serverModules.slice(0, -1).map((module, index) => ({
    target: `apps/server/src/modules/${module}`,
    from: serverModules.slice(index + 1).map((above) => `apps/server/src/modules/${above}`),
    message: `modules/${module} imports only modules below it (serverModules in eslint.config.js): talk to a higher module's service the other way round.`,
  })),
  // A module's queries are its own: other modules call its service. The one exception is a join:
  // the saved list reads the jobs' list columns in the same statement as the saved rows.
  ...serverModules.map((module) => ({
    target: `apps/server/src/modules/${module}`,
    from: serverModules.filter((other) => other !== module).map((other) => `apps/server/src/modules/${other}/*.repository.ts`),
    except: module === 'saved-jobs' ? ['**/modules/jobs/jobs.repository.ts'] : [],
    message: `modules/${module} reaches another module through its service, never its repository.`,
  })),
  ...webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [`./${feature}`],
    message: 'A web feature does not import another feature: move the shared piece to components/, lib/ or packages/contracts.',
  })),
  {
    target: ['apps/web/src/components', 'apps/web/src/hooks', 'apps/web/src/lib'],
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'Shared web code is below the features and the app: it imports neither.',
  },
  { target: 'apps/web', from: 'apps/server', message: 'The web never imports server code: share through packages/contracts.' },
  { target: 'packages/contracts', from: 'apps', message: 'The contracts import no app: both apps import them.' },
  {
    target: 'apps/server/src/db',
    from: ['apps/server/src/modules', 'apps/server/src/platform', 'apps/server/src/cli', 'apps/server/src/app.ts'],
    message: 'db/ holds the schema, the driver and migrations: it imports no module (the demo seed lives in modules/jobs/seed).',
  },
  {
    target: 'apps/server/src/platform',
    from: ['apps/server/src/modules', 'apps/server/src/cli'],
    message: 'platform/ is below the modules: a module may use it, never the other way round.',
  },
  {
    target: ['apps/server/src/*/**', 'apps/server/src/!(main).ts'],
    from: 'apps/server/src/app.ts',
    message: 'app.ts is the composition root: only main.ts (and tests) import it. Shared types live in platform/deps.ts.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration in apps/server/src/config.ts only.',
        },
      ],
    },
  },
  {
    // Places that legitimately read the environment: the config, scripts, tests and their harnesses.
    files: ['apps/server/src/config.ts', 'scripts/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', '**/*.config.ts', 'bench/**', '.ci/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The parsers and extensions no-cycle needs to read the TypeScript files it follows.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contracts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // No import circles. The one kind allowed is a deliberate lazy `import()`, a chunk loaded on
      // demand after both modules exist: today apps/web/src/lib/api-core.ts loading api-client.ts,
      // which imports api-core statically. Type-only imports are not followed (no run-time order);
      // the zones below still hold them (app.ts, db/, modules).
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
