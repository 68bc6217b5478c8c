// Renders the video cases' clips (public/videos/<slug>/): each scene in scripts/videos/<slug>/ is drawn on a
// canvas in headless Debian Chromium, one frame at a time with the scene's time stepped here (never the
// wall clock), captured through the DevTools protocol (Page.captureScreenshot) and encoded with Debian's
// ffmpeg to WebM (VP9) and MP4 (H.264, yuv420p, +faststart), with a WebP poster and cover
// (scripts/lib/webp.ts) and WebVTT captions in four languages from the scene's script.ts. The outputs are
// committed; this script is how they are remade:
//   npx tsx scripts/make-videos.ts [slug ...]
// Same inputs, same Chromium, ffmpeg and fonts: byte-identical files (the encoders run with bitexact flags
// and fixed settings). Another Chromium or ffmpeg version may round pixels or pack bits differently.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { CONTENT_LOCALES } from '@/lib/content/schema';
import {
  VIDEO_FPS,
  VIDEO_HEIGHT,
  VIDEO_LIMITS,
  VIDEO_WIDTH,
  captionsFile,
  videoDir,
  type VideoManifest,
} from '@/lib/content/videos';
import { mp4Duration, webmDuration } from '@/lib/video/duration';
import { formatVtt } from '@/lib/video/vtt';
import { encodeWebp } from './lib/webp';
import type { VideoScript } from './videos/types';

const SCENES = path.join(process.cwd(), 'scripts', 'videos');
const PUBLIC = path.join(process.cwd(), 'public');
const CHROMIUM = CHROMIUM_PATH;

function fail(message: string): never {
  console.error(`make-videos: ${message}`);
  process.exit(1);
}

function checkTools() {
  if (spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' }).status !== 0) {
    fail("ffmpeg is missing. Install Debian's: apt-get install -y ffmpeg (as root, or with sudo).");
  }
  const encoders = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout;
  for (const encoder of ['libvpx-vp9', 'libx264']) {
    if (!encoders.includes(encoder)) fail(`this ffmpeg has no ${encoder} encoder; install Debian's ffmpeg.`);
  }
  if (!fs.existsSync(CHROMIUM)) {
    fail(`no Chromium at ${CHROMIUM}. Install Debian's: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
}

/** Runs ffmpeg at low priority (the machine is shared) and fails loudly with its own message. */
function ffmpeg(args: string[]) {
  const run = spawnSync('nice', ['-n', '10', 'ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', ...args], {
    encoding: 'utf8',
  });
  if (run.status !== 0) fail(`ffmpeg ${args.join(' ')}\n${run.stderr}`);
}

// Flags that keep the encoders' output a function of the frames alone (no version or date in the file).
const BITEXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1', '-an'];

/**
 * Encodes at the first quality of `qualities` whose file fits `budget` bytes, so a busier scene is
 * compressed harder instead of being refused; fails when even the last one does not fit.
 */
function encodeWithin(out: string, budget: number, qualities: number[], args: (quality: number) => string[]) {
  for (const quality of qualities) {
    ffmpeg([...args(quality), out]);
    const bytes = fs.statSync(out).size;
    if (bytes <= budget) {
      console.log(`  ${path.basename(out)}: ${(bytes / 1024).toFixed(0)} KB (quality ${quality})`);
      return bytes;
    }
  }
  fail(`${out} stays over its size budget at every quality tried`);
}

async function writeStill(
  out: string,
  frame: Buffer,
  budget: number,
  size?: { width: number; height: number },
) {
  const data = await encodeWebp(frame, budget, size).catch((error: Error) =>
    fail(`${out}: ${error.message}`),
  );
  fs.writeFileSync(out, new Uint8Array(data));
  console.log(`  ${path.basename(out)}: ${(data.length / 1024).toFixed(0)} KB`);
  return data.length;
}

async function renderFrames(page: Page, slug: string, duration: number, frameDir: string) {
  const scene = fs.readFileSync(path.join(SCENES, slug, 'scene.js'), 'utf8');
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:#000;overflow:hidden">` +
      `<canvas id="c" width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}" style="display:block"></canvas></body></html>`,
  );
  await page.addScriptTag({ content: fs.readFileSync(path.join(SCENES, 'kit.js'), 'utf8') });
  await page.addScriptTag({ content: scene });
  const hasScene = await page.evaluate(() => typeof (window as { scene?: unknown }).scene === 'function');
  if (!hasScene) fail(`scripts/videos/${slug}/scene.js must assign a draw function to window.scene`);
  const cdp = await page.context().newCDPSession(page);
  const frames = Math.round(duration * VIDEO_FPS);
  for (let frame = 0; frame < frames; frame++) {
    await page.evaluate((t) => {
      const canvas = document.getElementById('c') as HTMLCanvasElement;
      const ctx = canvas.getContext('2d')!;
      ctx.reset();
      (window as unknown as { scene: (c: CanvasRenderingContext2D, t: number) => void }).scene(ctx, t);
    }, frame / VIDEO_FPS);
    const shot = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      clip: { x: 0, y: 0, width: VIDEO_WIDTH, height: VIDEO_HEIGHT, scale: 1 },
      optimizeForSpeed: true,
    });
    fs.writeFileSync(
      path.join(frameDir, `${String(frame).padStart(5, '0')}.png`),
      new Uint8Array(Buffer.from(shot.data, 'base64')),
    );
    if (frame % (VIDEO_FPS * 5) === 0) console.log(`  frame ${frame}/${frames}`);
  }
  await cdp.detach();
  return frames;
}

async function makeVideo(page: Page, slug: string) {
  const script = ((await import(path.join(SCENES, slug, 'script.ts'))) as { default: VideoScript }).default;
  const { min, max } = VIDEO_LIMITS.seconds;
  if (script.duration < min || script.duration > max) fail(`${slug}: duration must be ${min}–${max} s`);
  console.log(`${slug}: ${script.duration} s`);
  const outDir = path.join(PUBLIC, videoDir(slug));
  fs.mkdirSync(outDir, { recursive: true });
  const frameDir = fs.mkdtempSync(path.join(os.tmpdir(), `video-${slug}-`));
  try {
    await renderFrames(page, slug, script.duration, frameDir);
    const input = ['-framerate', String(VIDEO_FPS), '-i', path.join(frameDir, '%05d.png')];
    const gop = ['-g', String(VIDEO_FPS * 5), '-keyint_min', String(VIDEO_FPS * 5)];
    const webm = encodeWithin(
      path.join(outDir, 'video.webm'),
      VIDEO_LIMITS.videoBytes,
      [33, 37, 41, 45, 50],
      (crf) => [
        ...input,
        ...BITEXACT,
        ...gop,
        '-c:v',
        'libvpx-vp9',
        '-pix_fmt',
        'yuv420p',
        '-b:v',
        '0',
        '-crf',
        String(crf),
        '-deadline',
        'good',
        '-cpu-used',
        '2',
        '-row-mt',
        '1',
        '-threads',
        '2',
      ],
    );
    const mp4 = encodeWithin(
      path.join(outDir, 'video.mp4'),
      VIDEO_LIMITS.videoBytes,
      [23, 26, 29, 32, 35],
      (crf) => [
        ...input,
        ...BITEXACT,
        ...gop,
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        String(crf),
        '-pix_fmt',
        'yuv420p',
        '-profile:v',
        'high',
        '-level',
        '4.0',
        '-threads',
        '2',
        '-movflags',
        '+faststart',
      ],
    );
    const posterFrame = path.join(
      frameDir,
      `${String(Math.round(script.posterAt * VIDEO_FPS)).padStart(5, '0')}.png`,
    );
    const frame = fs.readFileSync(posterFrame);
    const poster = await writeStill(path.join(outDir, 'poster.webp'), frame, VIDEO_LIMITS.posterBytes);
    // The same frame at card size: the case's cover in the gallery, where a dozen cards share one page.
    const cover = await writeStill(path.join(outDir, 'cover.webp'), frame, VIDEO_LIMITS.coverBytes, {
      width: VIDEO_WIDTH / 2,
      height: VIDEO_HEIGHT / 2,
    });
    const duration = mp4Duration(fs.readFileSync(path.join(outDir, 'video.mp4')));
    const webmSeconds = webmDuration(fs.readFileSync(path.join(outDir, 'video.webm')));
    if (duration === null || webmSeconds === null) fail(`${slug}: the encoded files declare no duration`);
    for (const locale of CONTENT_LOCALES) {
      const cues = script.captions[locale];
      if (cues.some((cue) => cue.end > duration)) fail(`${slug}: a ${locale} caption ends after the video`);
      fs.writeFileSync(path.join(PUBLIC, captionsFile(slug, locale)), formatVtt(cues));
    }
    const manifest: VideoManifest = {
      duration: Math.round(duration * 1000) / 1000,
      width: VIDEO_WIDTH,
      height: VIDEO_HEIGHT,
      fps: VIDEO_FPS,
      bytes: { webm, mp4, poster, cover },
    };
    fs.writeFileSync(path.join(outDir, 'video.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    fs.rmSync(frameDir, { recursive: true, force: true });
  }
}

async function main() {
  checkTools();
  const all = fs
    .readdirSync(SCENES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(SCENES, entry.name, 'scene.js')))
    .map((entry) => entry.name)
    .sort();
  const asked = process.argv.slice(2);
  const unknown = asked.filter((slug) => !all.includes(slug));
  if (unknown.length) fail(`no scene for ${unknown.join(', ')} (scenes: ${all.join(', ')})`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      ...CHROMIUM_ARGS,
      // Same pixels on every machine: one colour profile, no scrollbars, grayscale text antialiasing.
      '--force-color-profile=srgb',
      '--hide-scrollbars',
      '--disable-lcd-text',
    ],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: VIDEO_WIDTH, height: VIDEO_HEIGHT },
      deviceScaleFactor: 1,
    });
    for (const slug of asked.length ? asked : all) await makeVideo(page, slug);
  } finally {
    await browser.close();
  }
}

await main();
