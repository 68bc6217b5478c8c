import { preload } from 'react-dom';
import { getTranslations } from 'next-intl/server';
import type { CaseVideo } from '@/lib/content/videos';
import { localeLabels, locales, type Locale } from '@/lib/i18n/locales';

/**
 * A video case's clip: native controls, nothing of the video fetched before the visitor plays it
 * (`preload="none"`; the poster is the page's largest image, so it is fetched first), VP9 WebM first and
 * H.264 MP4 for browsers without VP9, and captions in every language with the page's own on by default.
 */
export async function CaseVideoPlayer({
  video,
  title,
  locale,
}: {
  video: CaseVideo;
  title: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'CaseVideo' });
  preload(video.poster, { as: 'image', fetchPriority: 'high' });
  return (
    <figure className="mt-8">
      <video
        controls
        preload="none"
        playsInline
        poster={video.poster}
        width={video.width}
        height={video.height}
        aria-label={t('label', { title })}
        aria-describedby="case-video-details"
        className="aspect-video w-full rounded-2xl bg-slate-900"
      >
        <source src={video.webm} type='video/webm; codecs="vp9"' />
        <source src={video.mp4} type='video/mp4; codecs="avc1.640028"' />
        {locales.map((captionLocale) => (
          <track
            key={captionLocale}
            kind="captions"
            src={video.captions[captionLocale]}
            srcLang={captionLocale}
            label={localeLabels[captionLocale]}
            default={captionLocale === locale}
          />
        ))}
        <p>
          {t('fallback')} <a href={video.mp4}>{t('download')}</a>
        </p>
      </video>
      <figcaption id="case-video-details" className="mt-2 text-sm text-ink-muted">
        {t('details', { seconds: Math.round(video.duration) })}
      </figcaption>
    </figure>
  );
}
