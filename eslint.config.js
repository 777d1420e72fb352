import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nodePlugin from 'eslint-plugin-n';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Which server features may import which (issue 22 item 6, ADR 035). The graph has no cycle:
 * a feature can be read, tested and changed knowing only the ones it lists. server/app.ts and
 * server/start.ts compose them; a feature missing from this table fails lint until it says
 * what it depends on.
 */
const SERVER_FEATURE_IMPORTS = {
  // The workspace activity log's one entry point (ADR 047): every feature that records.
  activity: [],
  plans: [],
  profiles: [],
  auth: [],
  // `workspaces` for the teams an owner's plan reaches (ADR 042), `activity` to log it.
  billing: ['activity', 'workspaces'],
  health: [],
  'dev-mailbox': [],
  // Team workspaces, members and invitations (issue 24, ADR 040); a member who leaves takes
  // their scheduled deliveries with them (ADR 043); `activity` to log it all (ADR 047).
  workspaces: ['activity', 'deliveries'],
  usage: ['profiles'],
  destinations: ['activity', 'plans'],
  // The joiners a workspace announces (issue 25, ADR 048); `activity` to log changes,
  // `destinations` for its SecretBox, which seals the HR webhook's secret (ADR 052), and
  // `autopilot`: its events follow every write, in its transaction (ADR 053).
  people: ['activity', 'autopilot', 'destinations', 'plans', 'profiles'],
  // Rules, events, drafts and their review (issue 25, ADR 053): a draft is a generation,
  // an approval a delivery; events follow people under people's lock.
  autopilot: ['activity', 'announcements', 'deliveries', 'destinations', 'people', 'plans'],
  // The settable clock of end-to-end tests (ADR 053); refused in production.
  'dev-clock': [],
  deliveries: ['activity', 'destinations', 'plans', 'profiles'],
  // `account` only for getProfile, until issue 21's branch reads it from profiles/.
  announcements: ['account', 'deliveries', 'plans', 'profiles', 'usage'],
  demo: ['announcements'],
  // Reads and deletes everything of a user (the account screen, export, deletion).
  account: [
    'activity',
    'auth',
    'autopilot',
    'billing',
    'deliveries',
    'destinations',
    'people',
    'plans',
    'profiles',
    'usage',
    'workspaces',
  ],
};

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const serverFeatures = folders('server/features');
const unlisted = serverFeatures.filter((name) => !(name in SERVER_FEATURE_IMPORTS));
if (unlisted.length)
  throw new Error(
    `eslint.config.js: say what ${unlisted.join(', ')} may import (SERVER_FEATURE_IMPORTS)`,
  );

/** An import of `feature`, by alias or by a relative path from inside another feature. */
const importOf = (root, feature) => `^(#${root}/features/|(\\.\\./)+(features/)?)${feature}/`;

const SERVER_LAYER = { group: ['#web/*', '**/web/**'], message: 'server/ never imports web/.' };
const WEB_LAYER = {
  group: ['#server/*', '**/server/**'],
  allowTypeImports: true,
  message: 'web/ may only `import type` from server/.',
};
const restrict = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

const serverFences = serverFeatures.map((feature) => ({
  files: [`server/features/${feature}/**`],
  rules: restrict(
    SERVER_LAYER,
    ...serverFeatures
      .filter((other) => other !== feature && !SERVER_FEATURE_IMPORTS[feature].includes(other))
      .map((other) => ({
        regex: importOf('server', other),
        message: `server/features/${feature} may not import ${other} (SERVER_FEATURE_IMPORTS in eslint.config.js).`,
      })),
  ),
}));

// In web/, features never import each other and components/ and lib/ import no feature:
// routes compose them (docs/architecture.md).
const webFeatures = folders('web/features');
const webFences = [
  ...webFeatures.map((feature) => ({
    files: [`web/features/${feature}/**`],
    rules: restrict(
      WEB_LAYER,
      { regex: '^#web/routes/', message: 'Features never import routes: routes compose features.' },
      ...webFeatures
        .filter((other) => other !== feature)
        .map((other) => ({
          regex: importOf('web', other),
          message: `web features never import each other (${feature} → ${other}): compose them in a route.`,
        })),
    ),
  })),
  {
    files: ['web/components/**', 'web/lib/**'],
    rules: restrict(WEB_LAYER, {
      regex: '^(#web/(features|routes)/|(\\.\\./)+(features|routes)/)',
      message: 'components/ and lib/ import no feature and no route.',
    }),
  },
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      '.data/',
      'node_modules/',
      'test-results/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Configuration is parsed once, in server/env.ts (docs/architecture.md).
    files: ['server/**', 'domain/**', 'web/**'],
    plugins: { n: nodePlugin },
    rules: { 'n/no-process-env': 'error' },
  },
  {
    files: ['domain/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', '#web/*', '#tests/*', '**/server/**', '**/web/**'],
              message: 'domain/ is pure: it imports nothing of ours but domain/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(WEB_LAYER),
    },
  },
  { files: ['server/**'], rules: restrict(SERVER_LAYER) },
  ...serverFences,
  ...webFences,
  {
    // Web tests live under tests/web/ (CONTRIBUTING.md): the web project of vitest.config.ts
    // runs only those, so a test beside the code would never run.
    files: ['web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'Web tests live under tests/web/, not beside the code.' },
      ],
    },
  },
  {
    // One file per vendor, wiring only (ADR 028): a vendor file that imported a feature would
    // put that feature's logic in integrations/, as the AI writer once was.
    files: ['server/integrations/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#web/*', '**/web/**'], message: 'server/ never imports web/.' },
            {
              group: ['#server/features/*', '**/features/**'],
              message: 'integrations/ wire vendors; they never import features/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests configure child processes and the harness reads TEST_DATABASE_URL.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { 'n/no-process-env': 'off' },
  },
  {
    // CLI entry points print for humans.
    files: [
      'scripts/**',
      'bench/**',
      'server/db/migrate.ts',
      'server/db/seed.ts',
      'tests/e2e/run.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
