import { Image } from '@/components/ui/image';
import { useTranslations } from 'next-intl';
import type { CaseSummary } from '@/lib/content/load';
import { demoOfCase } from '@/lib/demos/catalog';
import { Link } from '@/lib/i18n/navigation';
import { Phrases } from '@/components/marketing/phrases';

/**
 * One case in the our-work grid: cover, format, title (the link), client and summary. The first row sets
 * `priority`, as in PostCard. A case with a playable demo (content/demos) wears a play badge on its cover.
 * Server-only: it asks lib/demos, which reads the demos from disk.
 */
export function CaseCard({
  item,
  headingLevel = 'h2',
  priority = false,
}: {
  item: CaseSummary;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const t = useTranslations('OurWork');
  const tDemo = useTranslations('CaseDemo');
  const Heading = headingLevel;
  const playable = demoOfCase(item.slug) !== null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative">
        <Image
          src={item.cover}
          alt={item.coverAlt}
          priority={priority}
          width={1200}
          height={675}
          className="aspect-video w-full object-cover"
        />
        {playable ? (
          <p
            data-testid="demo-badge"
            className="absolute top-3 left-3 flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-ink shadow"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5 fill-brand-600">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
            </svg>
            {tDemo('badge')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {t(`types.${item.type}`)}
        </p>
        <Heading className="text-lg leading-snug font-bold">
          <Link
            href={`/our-work/${item.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Phrases text={item.title} />
          </Link>
        </Heading>
        <p className="text-sm text-ink-muted">{item.client}</p>
        <p className="text-sm text-ink">{item.summary}</p>
        <ul className="mt-auto flex flex-wrap gap-2 pt-2" aria-label={t('tagList')}>
          {item.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-ink-muted">
              {t(`tags.${tag}`)}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
