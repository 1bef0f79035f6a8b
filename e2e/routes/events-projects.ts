// Routes of the events and projects pages, for the route-table test.
import type { RouteExpectation } from './types';

export const eventsProjectsRoutes: RouteExpectation[] = [
  { path: '/actualites/evenements', status: 200 },
  { path: '/en/actualites/evenements', status: 200 },
  { path: '/actualites/evenements/inauguration-centrale-solaire-nairobi', status: 200 },
  { path: '/actualites/evenements/inauguration-de-la-centrale-solaire-de-nairobi', status: 200 },
  { path: '/actualites/evenements/3', status: 200 },
  { path: '/en/actualites/evenements/inauguration-of-the-nairobi-solar-plant', status: 200 },
  // Another spelling of an identifier redirects to the item, rather than being one more page cached on disk.
  { path: '/actualites/evenements/Inauguration-Centrale-Solaire-Nairobi', status: 200, redirect: '/actualites/evenements/inauguration-de-la-centrale-solaire-de-nairobi' },
  // The title of the other language leads to the page in this one, at its own title.
  { path: '/en/actualites/evenements/inauguration-de-la-centrale-solaire-de-nairobi', status: 200, redirect: '/en/actualites/evenements/inauguration-of-the-nairobi-solar-plant' },
  { path: '/actualites/projets/600kw-solar-plant', status: 200, redirect: '/actualites/projets/centrale-solaire-600kw' },
  { path: '/actualites/evenements/evenement-qui-n-existe-pas', status: 404 },
  { path: '/actualites/projets', status: 200 },
  { path: '/en/actualites/projets', status: 200 },
  { path: '/actualites/projets/kira', status: 200 },
  { path: '/actualites/projets/centrale-solaire-600kw', status: 200 },
  { path: '/en/actualites/projets/600kw-solar-plant', status: 200 },
  { path: '/actualites/projets/KIRA', status: 200, redirect: '/actualites/projets/kira' },
  { path: '/actualites/projets/station-kira', status: 200, redirect: '/actualites/projets/kira' },
  { path: '/actualites/projets/erp-divalto', status: 200, redirect: '/actualites/projets/installation-erp-divalto' },
  { path: '/actualites/projets/projet-qui-n-existe-pas', status: 200, redirect: '/actualites/projets?notFound=1' },
];
