// next-intl and its dependencies ship ESM only, so Jest must transform them: every Jest config
// goes through this, since any module reaching lib/i18n/routing.ts imports next-intl.
const esmPackages = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', '@schummar', 'icu-minify'];

export function allowEsm(config) {
  return {
    ...config,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`, ...config.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules'))],
  };
}
