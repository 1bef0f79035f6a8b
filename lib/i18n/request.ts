// Per-request next-intl configuration: the locale from the URL and its messages.
import { getRequestConfig } from 'next-intl/server';
import { isLocale, routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: 'Africa/Nairobi',
    messages: (await import(`../../messages/${locale}.json`)).default,
    // The spec: a missing key renders the key itself.
    getMessageFallback: ({ namespace, key }) => [namespace, key].filter(Boolean).join('.'),
    onError: (error) => {
      if (error.code !== 'MISSING_MESSAGE') console.error(error);
    },
  };
});
