// ESLint flat config: typescript-eslint with type information, Prettier for layout, and the import
// boundaries of ARCHITECTURE.md (which folder may import which, and what the pure folders may not touch), and no
// import cycles in src, type-only ones included (scripts/eslint/no-cycle.js).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import cycles, { VALUE_IMPORTS_PARSER } from './scripts/eslint/no-cycle.js';

/** The source folders as boundary elements; tests and tooling are their own kind. */
const ELEMENTS = [
  { type: 'shared', pattern: 'src/shared' },
  { type: 'engine', pattern: 'src/engine' },
  { type: 'bots', pattern: 'src/bots' },
  { type: 'main', pattern: 'src/main' },
  { type: 'preload', pattern: 'src/preload' },
  { type: 'renderer', pattern: 'src/renderer' },
  { type: 'phone', pattern: 'src/phone' },
  { type: 'relay', pattern: 'src/relay' },
];

/** Which folder may import which (ARCHITECTURE.md). */
const ALLOWED = {
  shared: ['shared'],
  engine: ['shared', 'engine'],
  bots: ['shared', 'engine', 'bots'],
  main: ['shared', 'engine', 'bots', 'main'],
  preload: ['shared', 'preload'],
  renderer: ['shared', 'renderer'],
  phone: ['shared', 'phone'],
  relay: ['shared', 'relay'],
};

/**
 * The pure folders import only relative paths, the project's aliases (the boundary rule above checks
 * which) and the packages named here: no Node built-ins, no Electron, no other package.
 */
function noOutsideImports(allowedPackages) {
  const packages = allowedPackages.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
  const allowed = ['\\.', '@(shared|engine|bots|main|renderer|phone|preload)/', ...(packages ? [`(${packages})$`] : [])].join('|');
  return [
    'error',
    {
      patterns: [
        { group: ['electron', 'electron/*'], message: 'Only src/main and src/preload may use Electron.' },
        {
          regex: `^(?!${allowed}|electron(/|$))`,
          message: 'This folder runs everywhere: no Node built-ins and no packages but those ARCHITECTURE.md names.',
        },
      ],
    },
  ];
}

/** How the import rules resolve the project's aliases: the TypeScript resolver over the project's tsconfig. */
const TS_RESOLVER = { project: './tsconfig.json', alwaysTryTypes: true };

/** How the import rules resolve and read other files: type imports read as value imports (scripts/eslint/no-cycle.js). */
const IMPORT_SETTINGS = {
  'import/resolver': { typescript: TS_RESOLVER },
  'import-x/resolver-next': [createTypeScriptImportResolver(TS_RESOLVER)],
  'import-x/parsers': { [VALUE_IMPORTS_PARSER]: ['.ts'] },
};

/** No import cycles, type-only ones included, dynamic imports no excuse (issue 29.4). */
const NO_CYCLE = ['error', { allowUnsafeDynamicCyclicDependency: false }];

/** Deliberate cycles that test/foundation/no-cycles.test.ts lints: out of `npm run lint`, under the same rule. */
const CYCLE_FIXTURES = 'test/foundation/fixtures/cycles/**';

/** The engine and bots are deterministic: no clocks, no chance, no timers. */
const NO_CLOCK_OR_CHANCE = [
  'error',
  { object: 'Math', property: 'random', message: 'Use the seeded RNG in the state.' },
  { object: 'Date', property: 'now', message: 'Time comes in through intents and the game clock.' },
  { object: 'performance', property: 'now', message: 'Time comes in through intents and the game clock.' },
];

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'release/**',
      'dist/**',
      'node_modules/**',
      'screenshots/**',
      'bench-results/**',
      'coverage/**',
      'resources/**',
      CYCLE_FIXTURES,
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      parserOptions: { projectService: false },
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { boundaries, cycles },
    settings: { 'boundaries/elements': ELEMENTS, ...IMPORT_SETTINGS },
    rules: {
      'cycles/no-cycle': NO_CYCLE,
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: Object.entries(ALLOWED).map(([from, to]) => ({
            from: { element: { type: from } },
            allow: { to: { element: { types: { anyOf: to } } } },
          })),
        },
      ],
    },
  },
  { files: [CYCLE_FIXTURES], plugins: { cycles }, settings: IMPORT_SETTINGS, rules: { 'cycles/no-cycle': NO_CYCLE } },
  { files: ['src/shared/**/*.ts'], rules: { 'no-restricted-imports': noOutsideImports(['zod', 'unhomoglyph']) } },
  { files: ['src/phone/**/*.ts'], rules: { 'no-restricted-imports': noOutsideImports(['colyseus.js']) } },
  {
    files: ['src/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.|@(shared|engine|bots|main|renderer|phone|preload)/|electron$)',
              message: 'The sandboxed preload may use only Electron and src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['electron', 'electron/*'], message: 'The renderer talks to the host through the bridge, never Electron.' },
            { regex: '^node:', message: 'The renderer runs in a sandboxed page: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  { files: ['src/engine/**/*.ts', 'src/bots/**/*.ts'], rules: { 'no-restricted-imports': noOutsideImports([]) } },
  {
    files: ['src/engine/**/*.ts'],
    rules: { 'no-restricted-properties': NO_CLOCK_OR_CHANCE, 'no-restricted-globals': ['error', 'setTimeout', 'setInterval'] },
  },
  { files: ['src/bots/**/*.ts'], rules: { 'no-restricted-properties': NO_CLOCK_OR_CHANCE } },
  prettier,
);
