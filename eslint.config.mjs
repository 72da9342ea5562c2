// ESLint + typescript-eslint, with the import boundaries of DESIGN.md:
// src/shared imports nothing from app or server; the SPA and the server never import each other;
// features do not reach into each other's internals.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const FEATURE_BOUNDARY = 'Features do not reach into each other: import another feature from its index.ts.';

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
              group: ['**/app/**', '**/server/**', 'react', 'react-*', 'antd', 'fastify*', 'node:*'],
              message: 'src/shared is imported by both sides: no React, no Node APIs, nothing from app or server.',
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
        { patterns: [{ group: ['**/app/**', 'react', 'react-dom', 'antd'], message: 'The server does not import the SPA.' }] },
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
              group: ['**/server/**', 'fastify*', 'drizzle-orm*', 'pg', 'node:*'],
              message: 'The SPA talks to the server only through src/app/api.',
            },
          ],
        },
      ],
    },
  },
  // A feature may import another feature only through its index.ts (its public surface). One block
  // per folder depth, so that '../' always means the same level: the features folder itself.
  {
    files: ['src/app/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'fastify*', 'drizzle-orm*', 'pg', 'node:*'],
              message: 'The SPA talks to the server only through src/app/api.',
            },
            { regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index$).+', message: FEATURE_BOUNDARY },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'fastify*', 'drizzle-orm*', 'pg', 'node:*'],
              message: 'The SPA talks to the server only through src/app/api.',
            },
            { regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/(?!index$).+', message: FEATURE_BOUNDARY },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/features/*/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'fastify*', 'drizzle-orm*', 'pg', 'node:*'],
              message: 'The SPA talks to the server only through src/app/api.',
            },
            { regex: '^\\.\\./\\.\\./\\.\\./(?!\\.\\.)[^/]+/(?!index$).+', message: FEATURE_BOUNDARY },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/features/*/*/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'fastify*', 'drizzle-orm*', 'pg', 'node:*'],
              message: 'The SPA talks to the server only through src/app/api.',
            },
            { regex: '^\\.\\./\\.\\./\\.\\./\\.\\./(?!\\.\\.)[^/]+/(?!index$).+', message: FEATURE_BOUNDARY },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
