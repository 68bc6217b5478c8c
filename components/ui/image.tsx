import type { ComponentProps } from 'react';
import { preload } from 'react-dom';

type ImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height' | 'loading'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's largest image (its LCP): fetched first and never lazily. */
  priority?: boolean;
};

/**
 * An image with its intrinsic size, so nothing moves when it arrives. The site's images are drawn SVGs and
 * posters already encoded at the size a card shows (scripts/make-demo-posters.ts, scripts/make-videos.ts), so
 * next/image would have nothing to optimise while shipping its own client component (about 5 KB gzip) to each
 * page; a plain <img> is what it would render anyway. Works in server and client components.
 */
export function Image({ alt, priority = false, ...props }: ImageProps) {
  if (priority) preload(props.src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing to optimise
    <img
      {...props}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
