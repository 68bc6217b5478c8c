import { Image } from '@/components/ui/image';

/**
 * The cover at the top of a case or post page (its LCP, so loaded first): the case page, the featured demo
 * and a blog post. Posts and cases share the shape: one cover file for every locale, its alt text per locale.
 */
export function PageCover({
  item,
  className = '',
}: {
  item: { cover: string; coverAlt: string };
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
