// Writes public/favicon.ico: the site icon (app/icon.svg, drawn again here in code) at 16, 32 and 48 px,
// each as a PNG inside the ICO container. Run `node scripts/make-favicon.mjs` after changing the icon.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x27, 0x47, 0xd8];
const PINK = [0xff, 0x5c, 0x7a];
const WHITE = [0xff, 0xff, 0xff];

/** Colour and coverage of one point of the 64×64 design (same shapes as app/icon.svg). */
function sample(x, y) {
  const r = 14;
  const cx = Math.min(Math.max(x, r), 64 - r);
  const cy = Math.min(Math.max(y, r), 64 - r);
  if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  if ((x - 48) ** 2 + (y - 48) ** 2 <= 36) return PINK;
  // The play triangle (22,16)-(50,32)-(22,48), a little larger than the SVG's to match its round stroke.
  if (x >= 22 && y >= 16 + ((x - 22) * 16) / 28 && y <= 48 - ((x - 22) * 16) / 28) return WHITE;
  return BLUE;
}

function pixels(size) {
  const data = Buffer.alloc(size * size * 4);
  const n = 4; // supersampling per axis
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let rr = 0,
        gg = 0,
        bb = 0,
        aa = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const colour = sample(((px + (sx + 0.5) / n) * 64) / size, ((py + (sy + 0.5) / n) * 64) / size);
          if (!colour) continue;
          rr += colour[0];
          gg += colour[1];
          bb += colour[2];
          aa += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (aa) {
        data[i] = Math.round(rr / aa);
        data[i + 1] = Math.round(gg / aa);
        data[i + 2] = Math.round(bb / aa);
      }
      data[i + 3] = Math.round((aa / (n * n)) * 255);
    }
  }
  return data;
}

const crcTable = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let j = 0; j < 8; j++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, body) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
function png(size) {
  const rgba = pixels(size);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const sizes = [16, 32, 48];
const images = sizes.map(png);
const head = Buffer.alloc(6);
head.writeUInt16LE(0, 0);
head.writeUInt16LE(1, 2); // type: icon
head.writeUInt16LE(sizes.length, 4);
let offset = 6 + 16 * sizes.length;
const entries = sizes.map((size, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(images[i].length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += images[i].length;
  return entry;
});
writeFileSync('public/favicon.ico', Buffer.concat([head, ...entries, ...images]));
console.log(`public/favicon.ico: ${sizes.join(', ')} px`);
