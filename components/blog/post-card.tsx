import { Image } from '@/components/ui/image';
import { useLocale, useTranslations } from 'next-intl';
import type { PostSummary } from '@/lib/content/load';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { formatContentDate } from '@/lib/content/dates';
import { Phrases } from '@/components/marketing/phrases';

/**
 * One post in a list: cover, category, title (the link), description, date and reading time. The first row
 * of a list sets `priority`: its cover is what a visitor sees first (lazy loading would hold it back).
 */
export function PostCard({
  post,
  headingLevel = 'h2',
  priority = false,
}: {
  post: PostSummary;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const t = useTranslations('Blog');
  const locale = useLocale() as Locale;
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Image
        src={post.cover}
        alt={post.coverAlt}
        priority={priority}
        width={1200}
        height={675}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {t(`tabs.${post.category}`)}
        </p>
        <Heading className="text-lg leading-snug font-bold">
          <Link
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Phrases text={post.title} />
          </Link>
        </Heading>
        <p className="text-sm text-ink">{post.description}</p>
        <p className="mt-auto pt-2 text-xs text-ink-muted">
          <time dateTime={post.date}>{formatContentDate(locale, post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('readingTime', { minutes: post.readingMinutes })}</span>
        </p>
      </div>
    </article>
  );
}
