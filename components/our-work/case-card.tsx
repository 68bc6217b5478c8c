import { useTranslations } from 'next-intl';
import { CardCover, ContentCard, type ListedCardProps } from '@/components/marketing/content-card';
import { PlayIcon } from '@/components/ui/play-icon';
import type { CaseSummary } from '@/lib/content/load';
import { demoOfCase } from '@/lib/demos/catalog';

/**
 * One case in the our-work grid: cover, format, title (the link), client and summary. The first row sets
 * `priority`, as in PostCard. A case with a playable demo (content/demos) wears a play badge on its cover.
 * Server-only: it asks lib/demos, which reads the demos from disk.
 */
export function CaseCard({ item, headingLevel, priority }: { item: CaseSummary } & ListedCardProps) {
  const t = useTranslations('OurWork');
  const tDemo = useTranslations('CaseDemo');
  const playable = demoOfCase(item.slug) !== null;
  const cover = (
    <div className="relative">
      <CardCover src={item.cover} alt={item.coverAlt} priority={priority} />
      {playable ? (
        <p
          data-testid="demo-badge"
          className="absolute top-3 left-3 flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-ink shadow"
        >
          <PlayIcon className="h-3.5 w-3.5 fill-brand-600" />
          {tDemo('badge')}
        </p>
      ) : null}
    </div>
  );
  return (
    <ContentCard
      cover={cover}
      kicker={t(`types.${item.type}`)}
      title={item.title}
      href={`/our-work/${item.slug}`}
      headingLevel={headingLevel}
    >
      <p className="text-sm text-ink-muted">{item.client}</p>
      <p className="text-sm text-ink">{item.summary}</p>
      <ul className="mt-auto flex flex-wrap gap-2 pt-2" aria-label={t('tagList')}>
        {item.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-ink-muted">
            {t(`tags.${tag}`)}
          </li>
        ))}
      </ul>
    </ContentCard>
  );
}
