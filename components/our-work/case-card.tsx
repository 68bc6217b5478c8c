import { Image } from '@/components/ui/image';
import { useTranslations } from 'next-intl';
import type { CaseSummary } from '@/lib/content/load';
import { Link } from '@/lib/i18n/navigation';
import { Phrases } from '@/components/marketing/phrases';

/**
 * One case in the our-work grid: cover, format, title (the link), client and summary. The first row sets
 * `priority`, as in PostCard.
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
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Image
        src={item.cover}
        alt={item.coverAlt}
        priority={priority}
        width={1200}
        height={675}
        className="aspect-video w-full object-cover"
      />
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
