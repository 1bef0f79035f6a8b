import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl and its dependencies ship ESM only, so Jest must transform them.
const esmPackages = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', '@schummar', 'icu-minify'];

const base = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

const config = async () => {
  const node = await createJestConfig({ ...base, displayName: 'node', testEnvironment: 'node', testMatch: ['<rootDir>/{lib,app,messages}/**/*.test.ts'] })();
  const dom = await createJestConfig({
    ...base,
    displayName: 'dom',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/components/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  })();
  const allowEsm = (c) => ({
    ...c,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`, ...c.transformIgnorePatterns.filter((p) => !p.includes('node_modules'))],
  });
  return { projects: [allowEsm(node), allowEsm(dom)] };
};

export default config;
