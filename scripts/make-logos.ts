// Draws the client logo wall's wordmarks (public/images/logos/<client>.webp, 2× for sharp screens): each
// client of content/cases gets a wordmark of our own design, a mark and its name in Noto Sans, one grey.
// Run `npx tsx scripts/make-logos.ts` after adding a case with a new client; the files are committed.
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { fontSubsets, subsetsFor } from '@/lib/content/og/fonts';
import { getCases } from '@/lib/content/load';
import { clientLogoFile, LOGO_HEIGHT, LOGO_WIDTH } from '@/lib/content/logos';

const SCALE = 2;
const INK = '#4a5068';
const FAMILY = 'PlayMind Logo';

type Mark = (context: SKRSContext2D, size: number) => void;

// Simple geometric marks, picked per client from its name so a wordmark never changes between runs.
const marks: Mark[] = [
  (c, s) => c.arc(s / 2, s / 2, s / 2, 0, Math.PI * 2),
  (c, s) => c.roundRect(0, 0, s, s, s / 5),
  (c, s) => (c.moveTo(s / 2, 0), c.lineTo(s, s), c.lineTo(0, s), c.closePath()),
  (c, s) => (c.moveTo(s / 2, 0), c.lineTo(s, s / 2), c.lineTo(s / 2, s), c.lineTo(0, s / 2), c.closePath()),
  (c, s) => [0, 1, 2].forEach((i) => c.rect(i * (s / 3), s - (i + 1) * (s / 3), s / 4, (i + 1) * (s / 3))),
  (c, s) => (c.arc(s / 2, s / 2, s / 2, 0, Math.PI), c.closePath()),
];

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.codePointAt(0)!) >>> 0;
  return value;
}

function drawWordmark(client: string): Promise<Buffer> {
  const canvas = createCanvas(LOGO_WIDTH * SCALE, LOGO_HEIGHT * SCALE);
  const context = canvas.getContext('2d');
  context.scale(SCALE, SCALE);
  const seed = hash(client);
  // Capitals only for short names: a long name in capitals shrinks to an unreadable size.
  const upper = seed % 3 === 0 && client.length <= 14;
  const label = upper ? client.toUpperCase() : client;
  const weight = [800, 700, 600][seed % 3];
  const markSize = 26;
  context.fillStyle = INK;
  context.save();
  context.translate(0, (LOGO_HEIGHT - markSize) / 2);
  context.beginPath();
  marks[seed % marks.length]!(context, markSize);
  context.fill();
  context.restore();
  // The longest name still fits: the size steps down until it does.
  let size = 26;
  const room = LOGO_WIDTH - markSize - 12;
  do {
    context.font = `${weight} ${size}px "${FAMILY}"`;
    context.letterSpacing = upper ? '1px' : '0px';
    size -= 1;
  } while (context.measureText(label).width > room && size > 10);
  context.textBaseline = 'middle';
  context.fillText(label, markSize + 12, LOGO_HEIGHT / 2 + 1);
  return canvas.encode('webp', 80);
}

const clients = [...new Set(getCases('en').map((item) => item.client))].sort();
for (const subset of subsetsFor(clients.join('').toUpperCase() + clients.join(''), fontSubsets('jp'))) {
  GlobalFonts.registerFromPath(subset.file, FAMILY);
}
const dir = path.join(process.cwd(), 'public');
for (const client of clients) {
  const file = path.join(dir, clientLogoFile(client));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, new Uint8Array(await drawWordmark(client)));
  console.log(path.relative(process.cwd(), file));
}
