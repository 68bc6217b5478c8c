import { Image } from '@/components/ui/image';
import type { ReactNode } from 'react';
import { Phrases } from './phrases';

/**
 * The top of a marketing page: the page's one <h1>, its intro, actions and an illustration made for the page,
 * or `media` in its place (a featured playable demo).
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  image,
  imageAlt,
  children,
  media,
}: {
  eyebrow?: string;
  title: string;
  intro: string;
  image: string;
  imageAlt: string;
  children?: ReactNode;
  media?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      {/* The text stands at the top of the row, the picture beside it centred on it: a picture parsed after the
          text does not move it (text centred in the row moved down when a taller picture arrived). */}
      <div className="mx-auto grid max-w-page items-start gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
        <div>
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            <Phrases text={title} />
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ink-muted">{intro}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        <div className="md:self-center">
          {media ?? (
            <Image
              src={image}
              alt={imageAlt}
              width={960}
              height={640}
              priority
              className="h-auto w-full rounded-2xl shadow-lg"
            />
          )}
        </div>
      </div>
    </section>
  );
}
