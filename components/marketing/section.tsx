import type { ReactNode } from 'react';
import { Phrases } from './phrases';

/** A page section with its <h2>, named by that heading for assistive technology. */
export function Section({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-24 ${tone === 'tinted' ? 'bg-slate-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-page px-4 py-16">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-ink">
          <Phrases text={title} />
        </h2>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-ink-muted">{intro}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
