import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { PreviewPlayer } from '@/components/review/preview-player';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { playerLinks } from '@/lib/review/player';
import { findUpload, isUploadId } from '@/lib/review/storage';

// /review/preview/<id>: the upload's player framed full screen, with the shim's host side connected and
// gameStart run on ready as the tester does. What the preview link and the QR code of the Test step open,
// so a phone plays the ad as a network's webview would, on the upload's own origin.

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/review/preview/[id]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ReviewPreview' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function ReviewPreviewPage({ params }: PageProps<'/[locale]/review/preview/[id]'>) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  if (!isUploadId(id)) notFound();
  const upload = await findUpload(await getDb(), id);
  if (!upload) notFound();
  const t = await getTranslations('ReviewPreview');
  const { player } = playerLinks(upload.report, (await headers()).get('host') ?? '');
  return (
    <>
      <h1 className="sr-only">{t('heading', { name: upload.report.name })}</h1>
      <PreviewPlayer src={player} title={t('frameTitle', { name: upload.report.name })} />
    </>
  );
}
