import { Image } from '@/components/ui/image';
import type { CaseSummary } from '@/lib/content/load';

/** A case's cover at the top of a page (its LCP, so loaded first): the case page and the featured demo. */
export function CaseCover({
  item,
  className = '',
}: {
  item: Pick<CaseSummary, 'cover' | 'coverAlt'>;
  className?: string;
}) {
  return (
    <Image
      src={item.cover}
      alt={item.coverAlt}
      width={1200}
      height={675}
      priority
      className={`aspect-video w-full rounded-2xl object-cover ${className}`.trim()}
    />
  );
}
