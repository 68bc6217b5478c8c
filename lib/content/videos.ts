import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PUBLIC_DIR } from './files';
import type { ContentLocale } from './schema';

// The video cases' clips under public/videos/<slug>/, made by scripts/make-videos.ts, which also writes
// video.json (this manifest) from the encoded files.

export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;
export const VIDEO_FPS = 30;
export const VIDEO_LIMITS = {
  seconds: { min: 10, max: 30 },
  /** Each of the WebM and the MP4 (1.5 MB). */
  videoBytes: 1_500_000,
  posterBytes: 60_000,
  /** The poster frame at half size, the case's cover on gallery cards. */
  coverBytes: 20_000,
} as const;

export interface VideoManifest {
  /** Seconds, read from the MP4's header. */
  duration: number;
  width: number;
  height: number;
  fps: number;
  bytes: { webm: number; mp4: number; poster: number; cover: number };
}

export interface CaseVideo extends VideoManifest {
  webm: string;
  mp4: string;
  poster: string;
  /** The poster frame at card size: the case's `cover` in every locale. */
  cover: string;
  captions: Record<ContentLocale, string>;
}

/** Site path of a case's video folder, e.g. `/videos/wayword-localized-videos`. */
export function videoDir(slug: string): string {
  return `/videos/${slug}`;
}

export function captionsFile(slug: string, locale: ContentLocale): string {
  return `${videoDir(slug)}/captions.${locale}.vtt`;
}

/** The case's clip with its site paths, or null when the case has none. */
export function getCaseVideo(slug: string, publicDir = DEFAULT_PUBLIC_DIR): CaseVideo | null {
  const manifestFile = path.join(publicDir, videoDir(slug), 'video.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as VideoManifest;
  const dir = videoDir(slug);
  return {
    ...manifest,
    webm: `${dir}/video.webm`,
    mp4: `${dir}/video.mp4`,
    poster: `${dir}/poster.webp`,
    cover: `${dir}/cover.webp`,
    captions: {
      en: captionsFile(slug, 'en'),
      'zh-CN': captionsFile(slug, 'zh-CN'),
      ja: captionsFile(slug, 'ja'),
      ko: captionsFile(slug, 'ko'),
    },
  };
}
