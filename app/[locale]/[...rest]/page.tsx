import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { notFoundMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  return notFoundMetadata((await params).locale as Locale);
}

// Any path inside a locale that no page matches renders that locale's not-found page with status 404.
export default function CatchAll() {
  notFound();
}
