import { describe, expect, it } from 'vitest';
import { locales, localizedPath } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { pageRoutes } from '@/lib/routes';

// Code outside React builds public paths with localizedPath (the proxy's rules, the sitemap, Markdown links);
// components use next-intl's getPathname. The two must give the same path for every page in every language.

describe('localizedPath and next-intl agree', () => {
  it.each(locales)('%s', (locale) => {
    for (const path of ['/', ...pageRoutes, '/blog/some-post', '/review/doc']) {
      expect(localizedPath(locale, path)).toBe(getPathname({ locale, href: path }));
    }
  });
});
