import { useTranslations } from 'next-intl';
import { LinkButton } from './link-button';
import { Phrases } from './phrases';

/** The book-a-consultation block: every marketing page ends with a way to reach the team. */
export function Consultation({ title, text }: { title?: string; text?: string }) {
  const t = useTranslations('Marketing.consult');
  return (
    <section aria-labelledby="consultation-heading" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-page flex-col items-start gap-6 px-4 py-16 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="consultation-heading" className="text-3xl font-bold tracking-tight">
            <Phrases text={title ?? t('title')} />
          </h2>
          <p className="mt-4 text-lg text-brand-100">{text ?? t('text')}</p>
        </div>
        <LinkButton href="/contact" variant="inverse">
          {t('button')}
        </LinkButton>
      </div>
    </section>
  );
}
