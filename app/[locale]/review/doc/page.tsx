import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CODE_SAMPLES, type CodeSampleName } from '@/components/review/code-samples';
import { CopyButton } from '@/components/review/copy-button';
import { ContainerTimeline, NetworkApiTable } from '@/components/review/guide-networks';
import { GuideCompliance } from '@/components/review/guide-compliance';
import { GuideExplorer } from '@/components/review/guide-explorer';
import { GuideProof } from '@/components/review/guide-proof';
import { CheckRuleText } from '@/components/review/guide-rules';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { STATIC_RULES } from '@/lib/playable/checks/rules';
import { LIFECYCLE_CHECKS, type PackageShape } from '@/lib/playable/types';
import { pageMetadata } from '@/lib/seo';
import { Phrases } from '@/components/marketing/phrases';

// The testing guide: the shapes a playable may ship in, the ad networks' APIs and which call satisfies which
// item (rendered from lib/playable/networks.ts), the Mintegral lifecycle contract with code samples (each
// with a copy button), and every check with its rule (rendered from the rule data next to each check).

const SHAPES: readonly PackageShape[] = ['studio', 'root-html', 'index-html', 'single-html'];
/** The sections in the table of contents, in page order; the explorer's heading is in its own namespace. */
const SECTIONS = ['packaging', 'networks', 'lifecycle', 'explorer', 'checks', 'proof'] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/review/doc'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ReviewDoc' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/review/doc',
    title: t('metaTitle'),
    description: t('intro'),
  });
}

function CodeSample({ name, title }: { name: CodeSampleName; title: string }) {
  return (
    <figure className="overflow-hidden rounded-xl bg-slate-900 text-slate-100">
      <figcaption className="flex items-center justify-between gap-3 border-b border-slate-700 px-4 py-2 text-sm">
        <span>{title}</span>
        <CopyButton text={CODE_SAMPLES[name]} label={title} />
      </figcaption>
      <pre className="overflow-x-auto p-4 text-sm leading-relaxed" tabIndex={0}>
        <code>{CODE_SAMPLES[name]}</code>
      </pre>
    </figure>
  );
}

export default function ReviewDocPage({ params }: PageProps<'/[locale]/review/doc'>) {
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  const t = useTranslations('ReviewDoc');
  const explorer = useTranslations('ReviewExplorer');
  const heading = (section: (typeof SECTIONS)[number]) =>
    section === 'explorer' ? explorer('heading') : t(`${section}.heading`);
  return (
    <article className="mx-auto max-w-3xl space-y-10 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">
          <Phrases text={t('title')} />
        </h1>
        <p className="mt-3 text-ink-muted">{t('intro')}</p>
        <nav aria-label={t('tocLabel')} className="mt-4">
          <ul className="flex flex-wrap gap-4 text-sm">
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className="text-brand-700 underline">
                  {heading(section)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <ClientMessages namespaces={['ReviewCopy']}>
        <section id="packaging" aria-labelledby="packaging-heading" className="scroll-mt-4 space-y-4">
          <h2 id="packaging-heading" className="text-2xl font-semibold">
            {t('packaging.heading')}
          </h2>
          <p>{t('packaging.names')}</p>
          <CodeSample name="structure" title={t('samples.structure')} />
          <p>{t('packaging.shapesIntro')}</p>
          <ul className="list-disc space-y-1 pl-6" data-testid="shapes">
            {SHAPES.map((shape) => (
              <li key={shape}>{t(`packaging.shapes.${shape}`)}</li>
            ))}
          </ul>
          <CodeSample name="shapes" title={t('samples.shapes')} />
          <p>{t('packaging.entry')}</p>
          <p>{t('packaging.studioRule')}</p>
          <p>{t('packaging.html')}</p>
          <CodeSample name="html" title={t('samples.html')} />
          <ul className="list-disc space-y-1 pl-6">
            <li>{t('packaging.size')}</li>
            <li>{t('packaging.offline')}</li>
            <li>{t('packaging.types')}</li>
          </ul>
          <CodeSample name="zip" title={t('samples.zip')} />
        </section>
        <section id="networks" aria-labelledby="networks-heading" className="scroll-mt-4 space-y-4">
          <h2 id="networks-heading" className="text-2xl font-semibold">
            {t('networks.heading')}
          </h2>
          <p>{t('networks.intro')}</p>
          <NetworkApiTable />
          <p>{t('networks.notes.notApplicable')}</p>
          <p>{t('networks.notes.mraid')}</p>
          <ContainerTimeline />
          {(['scripts', 'multi', 'live'] as const).map((note) => (
            <p key={note}>{t(`networks.notes.${note}`)}</p>
          ))}
          <CodeSample name="networkCta" title={t('samples.networkCta')} />
        </section>
        <GuideCompliance />
        <section id="lifecycle" aria-labelledby="lifecycle-heading" className="scroll-mt-4 space-y-4">
          <h2 id="lifecycle-heading" className="text-2xl font-semibold">
            {t('lifecycle.heading')}
          </h2>
          <p>{t('lifecycle.intro')}</p>
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
            {(['gameReady', 'gameEnd', 'install', 'gameRetry', 'gameStart', 'gameClose'] as const).map(
              (name) => (
                <div key={name} className="contents">
                  <dt>
                    <code className="font-semibold">{name}()</code>
                  </dt>
                  <dd>{t(`lifecycle.${name}`)}</dd>
                </div>
              ),
            )}
          </dl>
          <CodeSample name="lifecycle" title={t('samples.lifecycle')} />
          <p>{t('lifecycle.gesture')}</p>
          <CodeSample name="cta" title={t('samples.cta')} />
          <p>{t('lifecycle.steps')}</p>
        </section>
      </ClientMessages>
      <GuideExplorer />
      <section id="checks" aria-labelledby="checks-heading" className="scroll-mt-4 space-y-4">
        <h2 id="checks-heading" className="text-2xl font-semibold">
          {t('checks.heading')}
        </h2>
        <p>{t('checks.intro')}</p>
        <dl className="space-y-4">
          {STATIC_RULES.map((rule) => (
            <div key={rule.check} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="font-semibold">
                {t(`checks.items.${rule.check}.title`)}{' '}
                <code className="text-sm text-ink-muted">{rule.check}</code>
              </dt>
              <dd>
                <CheckRuleText rule={rule} />
              </dd>
            </div>
          ))}
          {LIFECYCLE_CHECKS.map((name) => (
            <div key={name} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="font-semibold">
                {t(`checks.items.${name}.title`)} <code className="text-sm text-ink-muted">{name}</code>
              </dt>
              <dd className="mt-1 text-ink-muted">{t(`checks.items.${name}.pass`)}</dd>
            </div>
          ))}
        </dl>
        <p>{t('checks.statuses')}</p>
        <p className="font-medium">{t('checks.approval')}</p>
      </section>
      <GuideProof />
      <p>
        <Link
          href="/review"
          className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t('start')}
        </Link>
      </p>
    </article>
  );
}
