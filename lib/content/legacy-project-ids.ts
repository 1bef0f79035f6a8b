// Project identifiers of the earlier site that now live under another slug: answered with permanent redirects.

/** Old identifier → current project slug. */
const legacyProjectIds: Readonly<Record<string, string>> = {
  // Old charging-station names of the Kira project.
  'station-kira': 'kira',
  'kira-station': 'kira',
  'station-recharge-kira': 'kira',
  // Old solar-farm names.
  'ferme-solaire-600kw': 'centrale-solaire-600kw',
  'ferme-solaire': 'centrale-solaire-600kw',
  'solar-farm-600kw': 'centrale-solaire-600kw',
  // Old ERP names.
  'erp-divalto': 'installation-erp-divalto',
  'divalto-erp': 'installation-erp-divalto',
  'projet-erp': 'installation-erp-divalto',
  // Old analytics names.
  analytics: 'plateforme-analytics',
  'plateforme-analytique': 'plateforme-analytics',
  'data-analytics': 'plateforme-analytics',
};

export function legacyProjectTarget(id: string): string | undefined {
  const key = id.toLowerCase();
  return Object.hasOwn(legacyProjectIds, key) ? legacyProjectIds[key] : undefined;
}
