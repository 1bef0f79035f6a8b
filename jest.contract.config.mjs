import nextJest from 'next/jest.js';
import { allowEsm } from './jest.esm.mjs';

// The contract test against a real WordPress (contract/): run after `npm run build`, since it serves
// the standalone build; kept out of the unit run, which must not need Debian packages or a build.
const createJestConfig = nextJest({ dir: './' });

const createConfig = createJestConfig({
  displayName: 'contract',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/contract/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
  testTimeout: 60_000,
});

const config = async () => allowEsm(await createConfig());

export default config;
