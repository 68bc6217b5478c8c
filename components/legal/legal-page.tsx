import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { LegalDoc } from '@/lib/legal/documents';
import { loadLegalDocument } from '@/lib/legal/load';
import { pageMetadata } from '@/lib/seo';
import { LegalDocumentView } from './legal-document';

/** Title and description of a legal page come from the document's front matter (title, summary). */
export function legalMetadata(doc: LegalDoc, locale: Locale, path: string): Metadata {
  const document = loadLegalDocument(doc, locale);
  return pageMetadata({ locale, path, title: document.title, description: document.summary });
}

export async function LegalPage({
  doc,
  locale,
  children,
}: {
  doc: LegalDoc;
  locale: Locale;
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  return (
    <LegalDocumentView
      document={loadLegalDocument(doc, locale)}
      locale={locale}
      labels={(date) => ({ lastUpdated: t('lastUpdated', { date }), toc: t('toc') })}
    >
      {children}
    </LegalDocumentView>
  );
}
