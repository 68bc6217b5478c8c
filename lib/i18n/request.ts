import 'server-only';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { withEnglishFallback } from './messages';
import { routing } from './routing';
import type { Locale } from './locales';
import english from '@/messages/en.json';
import { logger } from '@/lib/log';

const loaded = new Map<Locale, Promise<typeof english>>();

function messagesFor(locale: Locale): Promise<typeof english> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages =
      locale === 'en'
        ? Promise.resolve(english)
        : import(`../../messages/${locale}.json`).then(
            (module) => withEnglishFallback(locale, english, module.default) as typeof english,
          );
    loaded.set(locale, messages);
  }
  return messages;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await messagesFor(locale),
    onError(error) {
      logger('i18n').error({ locale, err: error }, 'message error');
    },
  };
});
