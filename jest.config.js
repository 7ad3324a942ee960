// One jest run for every frontend app: each app is a project so failures name their app. The
// projects are the workspaces whose test script runs jest (scripts/apps.mjs), so a new remote is one.
import { jestProjects } from './scripts/apps.mjs';

const esmPackages = [
  'ky',
  'until-async',
  'rettime',
  '@open-draft/deferred-promise',
  // react-calendar and its dependencies ship ESM only
  'react-calendar',
  '@wojtekmaj',
  'get-user-locale',
  'memoize',
  'mimic-function',
].join('|');

const base = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  // Jest on Node 20 cannot require ESM: these are compiled to CommonJS like our own code.
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleNameMapper: {
    '^@golf/shared/(.*)$': '<rootDir>/../shared/src/$1',
    '^@golf/contract/(.*)$': '<rootDir>/../contract/src/$1',
    '^@chakra-ui-theme/(.*)\\.js$': '<rootDir>/../node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs',
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp|gif)$': '<rootDir>/../shared/src/testing/file-stub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/jest-setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
};

export default {
  projects: jestProjects().map((folder) => ({ ...base, displayName: folder, rootDir: `<rootDir>/${folder}` })),
};
