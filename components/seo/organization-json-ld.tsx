import { getTranslations } from 'next-intl/server';
import { brandAssets } from '@/lib/content/assets';
import { officeRegions } from '@/lib/content/offices';
import type { Locale } from '@/lib/i18n/routing';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { JsonLd } from './json-ld';

// The group as an Organization, on every page: search engines read it wherever they land.
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const offices = officeRegions.flatMap((region) => region.offices).map((office) => ({ city: office.city, countryCode: office.countryCode }));
  return <JsonLd data={organizationJsonLd({ description: t('defaultDescription'), logoPath: brandAssets.groupLogo.src, offices })} />;
}
