import nextJest from 'next/jest.js';
import { allowEsm } from './jest.esm.mjs';

const createJestConfig = nextJest({ dir: './' });

const base = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

const config = async () => {
  const node = await createJestConfig({
    ...base,
    displayName: 'node',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/{lib,app,messages}/**/*.test.ts'],
    setupFiles: ['<rootDir>/jest.setup-node.ts'],
  })();
  const dom = await createJestConfig({
    ...base,
    displayName: 'dom',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/components/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  })();
  return { projects: [allowEsm(node), allowEsm(dom)] };
};

export default config;
