import { useLocale, useTranslations } from 'next-intl';
import { CardCover, ContentCard, type ListedCardProps } from '@/components/marketing/content-card';
import type { PostSummary } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { formatContentDate } from '@/lib/content/dates';

/**
 * One post in a list: cover, category, title (the link), description, date and reading time. The first row
 * of a list sets `priority`: its cover is what a visitor sees first (lazy loading would hold it back).
 */
export function PostCard({ post, headingLevel, priority }: { post: PostSummary } & ListedCardProps) {
  const t = useTranslations('Blog');
  const locale = useLocale() as Locale;
  return (
    <ContentCard
      cover={<CardCover src={post.cover} alt={post.coverAlt} priority={priority} />}
      kicker={t(`tabs.${post.category}`)}
      title={post.title}
      href={`/blog/${post.slug}`}
      headingLevel={headingLevel}
    >
      <p className="text-sm text-ink">{post.description}</p>
      <p className="mt-auto pt-2 text-xs text-ink-muted">
        <time dateTime={post.date}>{formatContentDate(locale, post.date)}</time>
        <span aria-hidden="true"> · </span>
        <span>{t('readingTime', { minutes: post.readingMinutes })}</span>
      </p>
    </ContentCard>
  );
}
