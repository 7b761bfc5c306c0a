// Three projects: server (API and store tests against real servers), web (components in jsdom), e2e (real Chromium).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

// ESM-only packages the server and the web app import; swc turns them into CommonJS for jest like our own code.
const esmPackages = [
  'openid-client',
  'oauth4webapi',
  'jose',
  '@scure',
  '@noble',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
];

const common = {
  rootDir: repositoryRoot,
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

export default {
  // This file lives in tests/ (the top level is fixed); paths below are from the repository root.
  rootDir: repositoryRoot,
  testTimeout: 30_000,
  // One process ran the whole suite and its heap grew past Node's limit (jsdom, antd and servers of 166 test files);
  // a worker over this size after a file is replaced by a fresh one (docs/decisions/test-worker-memory.md).
  workerIdleMemoryLimit: '1GB',
  // Two files at once on two cores: most of a file's time is waiting on a browser, a server or an emulator, so one
  // worker (jest's default there) left a core idle (docs/decisions/two-test-workers.md).
  maxWorkers: 2,
  projects: [
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/{api,stores,unit}/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'web',
      // jsdom plus Node's fetch and real servers started outside the jsdom realm (tests/web/support).
      testEnvironment: '<rootDir>/tests/web/support/environment.cjs',
      setupFiles: ['<rootDir>/tests/web/support/polyfills.ts', '<rootDir>/tests/web/support/testingLibrary.ts'],
      // @ant-design/icons' CommonJS build reaches into the ES build of @ant-design/colors.
      // Stylesheets imported from modules are the browser build's business.
      moduleNameMapper: {
        '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
        '\\.css$': '<rootDir>/tests/web/support/styleStub.cjs',
        // What the build's Vite plugin gives (web/build/antdMapTokens.ts), made the same way.
        '^virtual:antd-map-tokens$': '<rootDir>/tests/web/support/antdMapTokens.ts',
      },
      testMatch: ['<rootDir>/tests/web/**/*.test.{ts,tsx}'],
    },
    { ...common, displayName: 'e2e', testEnvironment: 'node', testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'] },
  ],
};
