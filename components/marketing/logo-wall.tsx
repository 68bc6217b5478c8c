import { useLocale, useTranslations } from 'next-intl';
import { Image } from '@/components/ui/image';
import { getCases } from '@/lib/content/load';
import { clientLogoFile, LOGO_HEIGHT, LOGO_WIDTH } from '@/lib/content/logos';
import { Phrases } from './phrases';

/** The clients of the case studies, as a wall of their wordmarks (scripts/make-logos.ts draws them). */
export function LogoWall() {
  const t = useTranslations('Home.logos');
  const clients = [...new Set(getCases(useLocale()).map((item) => item.client))].sort();
  return (
    <section aria-labelledby="logos-heading" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-page px-4 py-10">
        <h2 id="logos-heading" className="text-center text-sm font-semibold tracking-wide text-ink-muted">
          <Phrases text={t('title')} />
        </h2>
        <ul
          aria-label={t('label')}
          className="mt-6 grid grid-cols-2 items-center gap-x-8 gap-y-6 sm:grid-cols-3 lg:grid-cols-6"
        >
          {clients.map((client) => (
            <li key={client} className="flex justify-center">
              <Image
                src={clientLogoFile(client)}
                alt={client}
                width={LOGO_WIDTH}
                height={LOGO_HEIGHT}
                className="h-auto w-full max-w-[180px] opacity-80"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
