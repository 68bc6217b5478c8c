import { createCanvas, loadImage } from '@napi-rs/canvas';

// The site's stills (demo posters, video posters and covers, client wordmarks) are WebP: at the same look
// they weigh about half a JPEG or PNG, and every browser the site supports decodes them. Debian's ffmpeg
// has no WebP encoder, so the scripts that make them encode here, with Skia's libwebp (@napi-rs/canvas).

/** Qualities tried in turn, best first, until the picture fits its budget. */
const QUALITIES = [80, 75, 70, 60, 50];

/**
 * Encodes a picture (PNG or JPEG bytes) as WebP, scaled to `size` when given, at the best quality that fits
 * `maxBytes`. Throws when even the lowest quality does not fit.
 */
export async function encodeWebp(
  source: Buffer,
  maxBytes: number,
  size?: { width: number; height: number },
): Promise<Buffer> {
  const image = await loadImage(source);
  const width = size?.width ?? image.width;
  const height = size?.height ?? image.height;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  for (const quality of QUALITIES) {
    const data = await canvas.encode('webp', quality);
    if (data.length <= maxBytes) return data;
  }
  throw new Error(`the picture stays over ${maxBytes} bytes at every quality tried`);
}
