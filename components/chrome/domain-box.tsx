'use client';

import { useTranslations } from 'next-intl';
import { useDomainBoxStore } from '@/stores/domain-box';
import { getPathname } from '@/lib/i18n/navigation';
import { useSiteStore } from '@/stores/site';

/**
 * Offers the mainland-China site to a China visitor on the .com host, and the international site to anyone
 * else on the .cn host. The country comes from GET /api/geo once, then from storage; the check is
 * made by DomainBoxWhenSuggested, which shows this box.
 */
export function DomainBox({ hosts }: { hosts: { com: string; cn: string } }) {
  const t = useTranslations('Chrome');
  const close = useDomainBoxStore((state) => state.close);
  const hostIsCn = useSiteStore((state) => state.domainIsCn);
  const target = hostIsCn
    ? { host: hosts.com, locale: 'en' as const, text: t('domainToCom'), action: t('domainGoCom') }
    : { host: hosts.cn, locale: 'zh-CN' as const, text: t('domainToCn'), action: t('domainGoCn') };
  return (
    <aside
      aria-label={t('domainLabel')}
      data-testid="domain-box"
      className="fixed right-4 bottom-28 z-50 w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-4 shadow-xl"
    >
      <p className="pr-6 text-sm text-ink">{target.text}</p>
      <a
        href={`https://${target.host}${getPathname({ locale: target.locale, href: '/' })}`}
        hrefLang={target.locale}
        className="mt-3 inline-block rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {target.action}
      </a>
      <button
        type="button"
        onClick={close}
        aria-label={t('close')}
        className="absolute top-2 right-2 rounded px-2 text-lg leading-none text-ink-muted hover:text-ink"
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
