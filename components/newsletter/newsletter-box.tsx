import { useTranslations } from 'next-intl';
import { ClientMessages } from '@/components/i18n/client-messages';
import { HeadedSection } from '@/components/ui/headed-section';
import { SubscribeForm } from './subscribe-form';

/** The subscription box: heading and text rendered on the server, the form a client component. */
export function NewsletterBox() {
  const t = useTranslations('Newsletter');
  return (
    <HeadedSection
      headingId="newsletter-title"
      title={t('title')}
      headingClassName="text-xl font-bold"
      className="rounded-2xl bg-brand-50 p-6 sm:p-8"
    >
      <p className="mt-2 text-ink-muted">{t('body')}</p>
      <ClientMessages namespaces={['Newsletter']}>
        <SubscribeForm />
      </ClientMessages>
    </HeadedSection>
  );
}
