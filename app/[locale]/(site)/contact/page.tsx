import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import { countryOptions } from '@/lib/forms/options';
import { pageMetadata } from '@/lib/seo';
import { Phrases } from '@/components/marketing/phrases';

// /contact (docs/PRODUCT.md, Contact form): the contact form. The page is static; the form is the only client
// part and gets only the Contact messages. Country names are made here, in the page language, so server and
// browser agree.

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Contact' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/contact',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const { locale: raw } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('Contact');
  const steps = [t('next1'), t('next2'), t('next3')];
  return (
    <div className="mx-auto grid max-w-page gap-12 px-4 py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="contact-title">
        <h1 id="contact-title" className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">
          <Phrases text={t('title')} />
        </h1>
        <p className="mt-6 text-lg text-ink-muted">{t('intro')}</p>
        <h2 className="mt-10 text-xl font-semibold text-ink">
          <Phrases text={t('nextTitle')} />
        </h2>
        <ol className="mt-4 space-y-3">
          {steps.map((step, index) => (
            <li key={index} className="flex gap-3 text-ink-muted">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
              >
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <ClientMessages namespaces={['Contact', 'Forms', 'FormErrors']}>
          <ContactForm countries={countryOptions(locale)} />
        </ClientMessages>
      </div>
    </div>
  );
}
