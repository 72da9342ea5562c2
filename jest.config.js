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
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
  // Some dependencies ship ESM only; let swc turn them into CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!(until-async|@mswjs|msw|rettime|cookie)/)'],
};

module.exports = {
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
    },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
    },
  ],
};
