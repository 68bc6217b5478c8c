import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { phrases } from '@/lib/typography/phrases';
import { type CardScript, fontSubsets, scriptForLocale, subsetsFor } from './fonts';
import { fitTitle, wordPieces } from './layout';

// A page's social card (og:image): 1200×630 JPEG (a tenth of a PNG's encoding time, and smaller) with the site's wordmark, a kicker (what the page is) and
// the page's title in its own language, broken between words or, in Japanese and Chinese, between phrases.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Changes whenever the drawing changes, so every card is drawn again (scripts/build-og-images.ts). */
export const CARD_LAYOUT_VERSION = 1;

export interface OgCard {
  locale: string;
  /** Locale-free page path, e.g. `/blog/why-playable-ads-convert`. */
  path: string;
  title: string;
  kicker: string;
  /** The site's host, printed at the bottom. */
  host: string;
}

const COLORS = {
  background: '#111c4f',
  panel: '#1e37ad',
  accent: '#ff5c7a',
  text: '#ffffff',
  muted: '#dbe6ff',
};
const MARGIN = 80;

const registered = new Set<string>();

/** Registers the font subsets the text needs under the script's family name; returns that name. */
function loadFonts(script: CardScript, text: string): string {
  const family = `PlayMind Card ${script}`;
  for (const subset of subsetsFor(text, fontSubsets(script))) {
    if (registered.has(subset.file)) continue;
    if (!GlobalFonts.registerFromPath(subset.file, family))
      throw new Error(`cannot load font ${subset.file}`);
    registered.add(subset.file);
  }
  return family;
}

function titlePieces(title: string, locale: string): string[] {
  const pieces = phrases(title, locale);
  return pieces.length > 1 ? pieces : wordPieces(title);
}

function drawBackground(context: SKRSContext2D) {
  context.fillStyle = COLORS.background;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  const glow = context.createLinearGradient(CARD_WIDTH, 0, CARD_WIDTH * 0.45, CARD_HEIGHT);
  glow.addColorStop(0, 'rgba(61, 99, 245, 0.85)');
  glow.addColorStop(1, 'rgba(61, 99, 245, 0)');
  context.fillStyle = glow;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  // The studio's "play" mark: a rounded tile with a triangle, top right.
  context.fillStyle = COLORS.accent;
  context.beginPath();
  context.roundRect(CARD_WIDTH - MARGIN - 96, MARGIN - 8, 96, 96, 24);
  context.fill();
  context.fillStyle = COLORS.text;
  context.beginPath();
  context.moveTo(CARD_WIDTH - MARGIN - 60, MARGIN + 18);
  context.lineTo(CARD_WIDTH - MARGIN - 60, MARGIN + 62);
  context.lineTo(CARD_WIDTH - MARGIN - 24, MARGIN + 40);
  context.closePath();
  context.fill();
}

/** The card as a JPEG. */
export function renderOgCard(card: OgCard): Buffer {
  const family = loadFonts(
    scriptForLocale[card.locale] ?? 'jp',
    `PlayMind${card.kicker}${card.title}${card.host}…`,
  );
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const context = canvas.getContext('2d');
  drawBackground(context);
  context.textBaseline = 'alphabetic';

  context.fillStyle = COLORS.text;
  context.font = `700 44px "${family}"`;
  context.fillText('PlayMind', MARGIN, MARGIN + 40);

  context.fillStyle = COLORS.accent;
  context.font = `700 30px "${family}"`;
  context.fillText(card.kicker, MARGIN, 228, CARD_WIDTH - 2 * MARGIN);

  const measureAt = (size: number) => {
    context.font = `700 ${size}px "${family}"`;
    return (text: string) => context.measureText(text).width;
  };
  const { fontSize, lines } = fitTitle(titlePieces(card.title, card.locale), measureAt, {
    maxWidth: CARD_WIDTH - 2 * MARGIN,
    maxLines: 3,
    sizes: [72, 64, 56, 50],
  });
  context.fillStyle = COLORS.text;
  context.font = `700 ${fontSize}px "${family}"`;
  const lineHeight = Math.round(fontSize * 1.25);
  lines.forEach((line, index) => context.fillText(line, MARGIN, 228 + 28 + lineHeight * (index + 1) - 12));

  context.fillStyle = COLORS.muted;
  context.font = `500 28px "${family}"`;
  context.fillText(card.host, MARGIN, CARD_HEIGHT - MARGIN + 16);
  return canvas.toBuffer('image/jpeg', 92);
}
