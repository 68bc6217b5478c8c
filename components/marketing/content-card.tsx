import type { ComponentProps, ReactNode } from 'react';
import { Image } from '@/components/ui/image';
import { Link } from '@/lib/i18n/navigation';
import { Phrases } from './phrases';

// The card of a content list (a blog post, a case): cover, kicker (category or format), the title as the
// card's one link, stretched over the whole card so the card is one target, then the lines of its kind.
// A Server Component: Phrases breaks the title on the server.

/**
 * A card's cover at the size the cards show it. The first row of a list sets `priority`: its cover is what a
 * visitor sees first (lazy loading would hold it back).
 */
export function CardCover({ src, alt, priority = false }: { src: string; alt: string; priority?: boolean }) {
  return (
    <Image
      src={src}
      alt={alt}
      priority={priority}
      width={1200}
      height={675}
      className="aspect-video w-full object-cover"
    />
  );
}

/** What a list tells each of its cards: the level of the card's heading, and `priority` for the first row. */
export interface ListedCardProps {
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}

export function ContentCard({
  cover,
  kicker,
  title,
  href,
  headingLevel = 'h2',
  children,
}: {
  /** A CardCover, or one in a box with what is laid over it. */
  cover: ReactNode;
  kicker: string;
  title: string;
  href: ComponentProps<typeof Link>['href'];
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {cover}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{kicker}</p>
        <Heading className="text-lg leading-snug font-bold">
          <Link
            href={href}
            className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Phrases text={title} />
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  );
}
