'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Link } from '@/lib/i18n/navigation';
import { useDialogStore } from '@/stores/dialogs';
import { useSiteStore } from '@/stores/site';
import { type LegalDocument, type PolicyDialogName, docFor, formatUpdated, loadLegalDoc } from './legal-doc';

const pages: Record<PolicyDialogName, '/privacy' | '/copyright' | '/cookie-policy'> = {
  privacy: '/privacy',
  copyright: '/copyright',
  cookiePrivacy: '/cookie-policy',
};

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: LegalDocument };

/** The body of one policy dialog: loads its document when shown. Exported for the unit test. */
export function PolicyDocument({ name, hostIsCn }: { name: PolicyDialogName; hostIsCn: boolean }) {
  const t = useTranslations('Chrome');
  const locale = useLocale();
  const doc = docFor(name, hostIsCn);
  const [result, setResult] = useState<{ key: string; state: State }>({
    key: '',
    state: { status: 'loading' },
  });
  const key = `${doc}/${locale}`;

  useEffect(() => {
    let live = true;
    loadLegalDoc(doc, locale).then(
      (loaded) => live && setResult({ key, state: { status: 'ready', doc: loaded } }),
      () => live && setResult({ key, state: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [doc, locale, key]);

  const state: State = result.key === key ? result.state : { status: 'loading' };
  if (state.status === 'loading') {
    return (
      <p role="status" className="py-8 text-center text-ink-muted">
        {t('docLoading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="py-6">
        <p>{t('docError')}</p>
        <p className="mt-3">
          <Link href={pages[name]} className="font-semibold text-brand-700 underline">
            {t('docOpenPage')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <article lang={locale}>
      {state.doc.updated && (
        <p className="mb-4 text-sm text-ink-muted">
          {t('docUpdated', { date: formatUpdated(state.doc.updated, locale) })}
        </p>
      )}
      <div
        className="space-y-3 text-sm leading-relaxed text-ink [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-xl [&_h1]:font-bold [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_table]:w-full [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-6"
        // Sanitised HTML built from the site's own Markdown by the legal API.
        dangerouslySetInnerHTML={{ __html: state.doc.html }}
      />
    </article>
  );
}

/**
 * The privacy, copyright and cookie-policy dialogs. Each opens and closes on its own; the titles
 * come from the page so the dialog is named before its document arrives.
 */
export function PolicyDialogs({ titles }: { titles: Record<PolicyDialogName, string> }) {
  const t = useTranslations('Chrome');
  const open = useDialogStore((state) => state.open);
  const hide = useDialogStore((state) => state.hide);
  const hostIsCn = useSiteStore((state) => state.domainIsCn);
  return (
    <>
      {(Object.keys(titles) as PolicyDialogName[]).map((name) => (
        <Dialog
          key={name}
          open={open[name]}
          onClose={() => hide(name)}
          title={titles[name]}
          closeLabel={t('close')}
          testId={`dialog-${name}`}
        >
          <PolicyDocument name={name} hostIsCn={hostIsCn} />
        </Dialog>
      ))}
    </>
  );
}
