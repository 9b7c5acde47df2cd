/**
 * One jest run, four kinds of suite: unit (pure, beside the code), component (React components and hooks
 * in jsdom, with Testing Library, beside the code), integration (real NATS, Redis and
 * Mongo from the harness, packages/harness) and contract (the gateway's REST paths against the running services).
 * Browser journeys run under Playwright (e2e/); scripts/test/run.sh sums both.
 */
const swc = ['@swc/jest', { jsc: { target: 'es2022' } }];
/**
 * React Email's renderer loads react-dom/server with a dynamic import(), which jest's CommonJS
 * runtime cannot run: that one file is compiled too, turning the import into a require.
 */
const transform = { '^.+\\.(t|j)sx?$': swc, '@react-email/render/.+\\.cjs$': swc };
const common = {
  transform,
  transformIgnorePatterns: ['/node_modules/(?!@react-email/render/)'],
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
};

/** React in the browser's DOM (jsdom): TSX with the automatic JSX runtime, CSS modules as their class names. */
const tsx = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  },
];

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{proto,services,packages/kit,packages/shared-models,gateway}/**/src/**/*.test.ts',
        '<rootDir>/{web,admin-web}/src/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'component',
      testEnvironment: 'jsdom',
      transform: { '^.+\\.(t|j)sx?$': tsx },
      testMatch: ['<rootDir>/{web,admin-web,packages/ui}/src/**/*.test.tsx'],
      moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
      setupFilesAfterEnv: ['<rootDir>/scripts/test/component-setup.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{services,packages/kit,packages/shared-models}/**/test/**/*.int.test.ts'],
      slowTestThreshold: 30,
      setupFilesAfterEnv: ['<rootDir>/scripts/test/infrastructure-setup.ts'],
    },
    {
      ...common,
      displayName: 'contract',
      testMatch: ['<rootDir>/{gateway,scripts}/test/**/*.test.ts'],
      slowTestThreshold: 30,
      setupFilesAfterEnv: ['<rootDir>/scripts/test/infrastructure-setup.ts'],
    },
  ],
};
