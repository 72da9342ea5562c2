// Three projects: unit (jsdom, components and shared rules), api (node, buildApp + inject on
// PGlite and, with DATABASE_URL, PostgreSQL), e2e (node, Chromium against the production build).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // Some dependencies ship ESM only; let swc turn them into CommonJS too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@ant-design/colors|@storybook|storybook|until-async|@mswjs|msw|rettime|cookie|@open-draft|headers-polyfill|outvariant|strict-event-emitter|is-node-process)/)',
  ],
};

module.exports = {
  // Global (Jest ignores it per project): API files start from a migrated template but still build
  // the app while other files run beside them, and e2e files start a real server and Chromium.
  testTimeout: 60_000,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/test/unit/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/unit/setup.ts'],
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      ...base,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      // One migrated database dumped before the files run; each file loads a copy (test/api/support/template.ts).
      globalSetup: '<rootDir>/test/api/support/globalSetup.ts',
      globalTeardown: '<rootDir>/test/api/support/globalTeardown.ts',
    },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
    },
  ],
};
