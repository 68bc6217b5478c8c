import { extensionOf } from '../text';
import type { AssetKind } from './types';

// Sizes in words and the kind of an asset: shared by the rules, the size report and the page (no Node APIs).

const KIND_BY_EXTENSION: Record<string, AssetKind> = {
  html: 'html',
  htm: 'html',
  js: 'script',
  mjs: 'script',
  cjs: 'script',
  css: 'style',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  svg: 'image',
  bmp: 'image',
  ico: 'image',
  mp3: 'audio',
  ogg: 'audio',
  oga: 'audio',
  wav: 'audio',
  m4a: 'audio',
  aac: 'audio',
  mp4: 'video',
  webm: 'video',
  ogv: 'video',
  ttf: 'font',
  otf: 'font',
  woff: 'font',
  woff2: 'font',
  eot: 'font',
  json: 'data',
  atlas: 'data',
  fnt: 'data',
  plist: 'data',
  skel: 'data',
  bin: 'data',
  glb: 'data',
  gltf: 'data',
  xml: 'data',
  txt: 'data',
  wasm: 'script',
  map: 'other',
};

export function kindOfPath(path: string): AssetKind {
  return KIND_BY_EXTENSION[extensionOf(path)] ?? 'other';
}

export function kindOfMime(mime: string): AssetKind {
  const [type, subtype = ''] = mime.split('/');
  if (type === 'image' || type === 'audio' || type === 'video' || type === 'font') return type as AssetKind;
  if (/javascript|ecmascript|wasm/.test(subtype)) return 'script';
  if (subtype === 'css') return 'style';
  if (subtype === 'html') return 'html';
  if (/^(x-)?font/.test(subtype) || /woff|ttf|otf/.test(subtype)) return 'font';
  return 'data';
}

/** A figure for people: 212 KB, 4.5 MB (decimal units, as the networks state their limits). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 2 : 1).replace(/\.?0+$/, '')} MB`;
}
