// Draws every page's social card (og:image, 1200×630 JPEG) into public/og/ before each build (prebuild),
// from the titles the pages use (lib/content/og/cards.ts). A card whose text and design are unchanged since
// the last run is kept, so a rebuild draws only what changed; cards of removed pages are deleted.
//   npm run og:images
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CARD_LAYOUT_VERSION, renderOgCard } from '@/lib/content/og/card';
import { ogCards, ogImagePath } from '@/lib/content/og/cards';
import type { Locale } from '@/lib/i18n/locales';

const publicDir = path.join(process.cwd(), 'public');
const outDir = path.join(publicDir, 'og');
const manifestPath = path.join(outDir, 'manifest.json');

type Manifest = Record<string, { hash: string; title: string }>;

function readManifest(): Manifest {
  try {
    return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

const started = performance.now();
const previous = readManifest();
const manifest: Manifest = {};
let drawn = 0;
for (const card of ogCards()) {
  const url = ogImagePath(card.locale as Locale, card.path);
  const file = path.join(publicDir, url);
  const hash = createHash('sha256')
    .update(JSON.stringify([CARD_LAYOUT_VERSION, card]))
    .digest('hex')
    .slice(0, 16);
  manifest[url] = { hash, title: card.title };
  if (previous[url]?.hash === hash && fs.existsSync(file)) continue;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, new Uint8Array(renderOgCard(card)));
  drawn++;
}
let removed = 0;
for (const url of Object.keys(previous)) {
  if (manifest[url]) continue;
  fs.rmSync(path.join(publicDir, url), { force: true });
  removed++;
}
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
const total = Object.keys(manifest).length;
console.log(
  `og images public/og: ${total} cards, ${drawn} drawn, ${total - drawn} unchanged, ${removed} removed in ${Math.round(performance.now() - started)} ms`,
);
