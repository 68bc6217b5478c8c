import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getCases } from '@/lib/content/load';
import { CONTENT_LOCALES } from '@/lib/content/schema';
import { getCaseVideo, VIDEO_LIMITS } from '@/lib/content/videos';
import { mp4Duration, webmDuration } from '@/lib/video/duration';
import { parseVtt } from '@/lib/video/vtt';

// Every video case ships its clip (scripts/make-videos.ts): both files within budget, a poster that is the
// case's cover, and captions in every language that fit the video's real length (read from the files).

const PUBLIC = path.join(process.cwd(), 'public');
const read = (sitePath: string) => fs.readFileSync(path.join(PUBLIC, sitePath));
const videoCases = getCases('en').filter((item) => item.type === 'video');

/** Top-level MP4 box types, in file order. */
function topBoxes(buffer: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 0; offset + 8 <= buffer.length;) {
    const size = buffer.readUInt32BE(offset);
    types.push(buffer.toString('latin1', offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return types;
}

describe('case videos', () => {
  it('covers every video case and only those', () => {
    expect(videoCases.length).toBe(5);
    const scenes = fs
      .readdirSync(path.join(process.cwd(), 'scripts', 'videos'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(scenes).toEqual(videoCases.map((item) => item.slug).sort());
  });

  for (const item of videoCases) {
    describe(item.slug, () => {
      const video = getCaseVideo(item.slug);

      it('has both files under 1.5 MB, VP9 in WebM and H.264 in a fast-start MP4', () => {
        expect(video).not.toBeNull();
        const webm = read(video!.webm);
        const mp4 = read(video!.mp4);
        expect(webm.length).toBeLessThanOrEqual(VIDEO_LIMITS.videoBytes);
        expect(mp4.length).toBeLessThanOrEqual(VIDEO_LIMITS.videoBytes);
        expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
        expect(webm.subarray(0, 400).toString('latin1')).toContain('V_VP9');
        expect(mp4.includes('avc1', 0, 'latin1')).toBe(true);
        const boxes = topBoxes(mp4);
        expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
        expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
        expect({ webm: webm.length, mp4: mp4.length }).toEqual({
          webm: video!.bytes.webm,
          mp4: video!.bytes.mp4,
        });
      });

      it('lasts 10–30 s in both files, as its manifest says', () => {
        const mp4 = mp4Duration(read(video!.mp4));
        const webm = webmDuration(read(video!.webm));
        expect(mp4).not.toBeNull();
        expect(webm).not.toBeNull();
        expect(mp4!).toBeGreaterThanOrEqual(VIDEO_LIMITS.seconds.min);
        expect(mp4!).toBeLessThanOrEqual(VIDEO_LIMITS.seconds.max);
        expect(Math.abs(webm! - mp4!)).toBeLessThan(0.1);
        expect(video!.duration).toBeCloseTo(mp4!, 2);
      });

      it('has a WebP poster of at most 60 KB and its card-size cover, the cover in every locale', () => {
        const poster = read(video!.poster);
        const cover = read(video!.cover);
        expect(poster.length).toBeLessThanOrEqual(VIDEO_LIMITS.posterBytes);
        expect(cover.length).toBeLessThanOrEqual(VIDEO_LIMITS.coverBytes);
        expect(poster.subarray(8, 12).toString()).toBe('WEBP');
        expect(cover.subarray(8, 12).toString()).toBe('WEBP');
        expect({ poster: poster.length, cover: cover.length }).toEqual({
          poster: video!.bytes.poster,
          cover: video!.bytes.cover,
        });
        for (const locale of CONTENT_LOCALES) {
          expect(getCases(locale).find((other) => other.slug === item.slug)?.cover).toBe(video!.cover);
        }
      });

      it('has captions in four languages that parse and fit the video', () => {
        const duration = mp4Duration(read(video!.mp4))!;
        const texts = new Set<string>();
        for (const locale of CONTENT_LOCALES) {
          const cues = parseVtt(read(video!.captions[locale]).toString('utf8'));
          expect(cues.length).toBeGreaterThan(2);
          for (const [index, cue] of cues.entries()) {
            expect(cue.start).toBeGreaterThanOrEqual(0);
            expect(cue.end).toBeLessThanOrEqual(duration);
            if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1]!.end);
          }
          texts.add(cues.map((cue) => cue.text).join('\n'));
        }
        // Four translations, not one text copied four times.
        expect(texts.size).toBe(CONTENT_LOCALES.length);
      });
    });
  }
});
