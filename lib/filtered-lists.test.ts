import { existsSync } from 'node:fs';
import path from 'node:path';
import { filteredLists, filteredRoutePrefix, listQuery } from './filtered-lists';

describe('filtered lists', () => {
  it.each(filteredLists.map((list) => list.path))('%s has its list page and the route that renders it filtered', (listPath) => {
    const routes = path.join(process.cwd(), 'app', '[locale]');
    expect(existsSync(path.join(routes, listPath, 'page.tsx'))).toBe(true);
    expect(existsSync(path.join(routes, filteredRoutePrefix, listPath, 'page.tsx'))).toBe(true);
  });

  it('reads the first value of each of the list’s parameters, as the browser’s URLSearchParams.get does, and only those', () => {
    expect(listQuery({ q: ['solaire', 'stockage'], tag: 'Solio', utm_source: 'newsletter', filtre: 'past' }, { query: 'q', tag: 'tag' })).toEqual({ q: 'solaire', tag: 'Solio' });
    expect(listQuery({ q: undefined }, { query: 'q', tag: 'tag' })).toEqual({});
  });
});
