import { useTranslations } from 'next-intl';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SubscribeForm } from './subscribe-form';

/** The subscription box: heading and text rendered on the server, the form a client component. */
export function NewsletterBox() {
  const t = useTranslations('Newsletter');
  return (
    <section aria-labelledby="newsletter-title" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h2 id="newsletter-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('body')}</p>
      <ClientMessages namespaces={['Newsletter']}>
        <SubscribeForm />
      </ClientMessages>
    </section>
  );
}
