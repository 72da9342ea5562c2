// ESLint + typescript-eslint, with the import boundaries of DESIGN.md: no-restricted-imports keeps
// packages on their side (no React in the server, no Node in the SPA); eslint-plugin-import-x checks
// paths (one-way layers, features and server modules through their public surface) and cycles.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const FEATURE_BOUNDARY = 'Features do not reach into each other: import another feature from its index.ts.';
const MODULE_BOUNDARY = "Server modules do not import each other's routes: call the other module's service.";

const foldersOf = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** The restricted import paths; one zone per rule of DESIGN.md's layout. */
function boundaryZones() {
  return [
    {
      target: './src/shared',
      from: ['./src/app', './src/server'],
      message: 'src/shared is imported by both sides: nothing from app or server.',
    },
    { target: './src/app', from: './src/server', message: 'The SPA talks to the server only through src/app/api.' },
    { target: './src/server', from: './src/app', message: 'The server does not import the SPA.' },
    // SPA layers run one way: routes/main -> features -> layout/components/api/hooks.
    {
      target: ['./src/app/components', './src/app/api', './src/app/hooks.ts', './src/app/theme.ts'],
      from: ['./src/app/features', './src/app/layout', './src/app/routes.tsx', './src/app/main.tsx'],
      // The base query reads the token from the auth slice and dispatches its logout event on a 401.
      except: ['./auth/authSlice.ts'],
      message: 'Shared SPA parts (components, api, hooks, theme) do not import features, layout or the route table.',
    },
    {
      target: './src/app/features',
      from: ['./src/app/routes.tsx', './src/app/main.tsx'],
      message: 'Features do not import the route table or the entry.',
    },
    // A feature may import another feature only through its index.ts (its public surface).
    ...foldersOf('src/app/features').map((f) => ({
      target: `./src/app/features/${f}/**/*`,
      from: [`./src/app/features/!(${f})/**/*`],
      except: [path.resolve('src/app/features/*/index.ts')],
      message: FEATURE_BOUNDARY,
    })),
    // Server layers: modules -> integrations/db/plugins; integrations are adapters and know no module.
    {
      target: ['./src/server/integrations', './src/server/db', './src/server/plugins'],
      from: './src/server/modules',
      message: 'Adapters, the database layer and plugins do not import modules.',
    },
    ...foldersOf('src/server/modules').map((m) => ({
      target: `./src/server/modules/${m}/**/*`,
      from: [`./src/server/modules/!(${m})/*{r,R}outes.ts`],
      message: MODULE_BOUNDARY,
    })),
  ];
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'src/app/api/generated/**', '**/*.cjs', '*.js', 'storybook-static/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'antd', 'fastify*', 'node:*'],
              message: 'src/shared is imported by both sides: no React, no Node APIs.',
            },
            {
              group: ['./messages', '../messages'],
              importNames: ['MESSAGES'],
              message: "Import the area's texts (PARKING_MESSAGES, ...): the SPA bundles what src/shared imports.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'antd'], message: 'The server does not import the SPA.' }] },
      ],
    },
  },
  // User-facing texts live in src/shared/messages (one file per area): the HTTP error helpers of
  // src/server/errors.ts take a MESSAGES entry (or a message function's result), never a literal.
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(badRequest|unauthorized|forbidden|notFound|conflict|tooManyRequests)$/] > :matches(Literal[raw=/^[\'"]/], TemplateLiteral)',
          message: 'Pass a text of src/shared/messages (MESSAGES.x or a message function), not a string literal.',
        },
        {
          selector: "NewExpression[callee.name='HttpError'] > :matches(Literal[raw=/^['\"]/], TemplateLiteral)",
          message: 'Pass a text of src/shared/messages (MESSAGES.x or a message function), not a string literal.',
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify*', 'drizzle-orm*', 'pg', 'node:*'],
              message: 'The SPA talks to the server only through src/app/api.',
            },
            {
              group: ['**/shared/messages'],
              importNames: ['MESSAGES'],
              message:
                "Import the area's texts (PARKING_MESSAGES, OWNERS_MESSAGES, ...): MESSAGES holds every area's, and would put the desk's texts in every driver's download.",
            },
          ],
        },
      ],
    },
  },
  // Import boundaries (bulletproof-react's model), checked with eslint-plugin-import-x on resolved paths:
  // one-way layers, no cycles, features and server modules talk through their public surface only.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      // no-cycle follows imports into other files, so it must know how to parse them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
    },
  },
  {
    files: ['test/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
