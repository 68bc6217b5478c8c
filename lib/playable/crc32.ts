import zlib from 'node:zlib';

// yauzl does not verify CRC-32, so the unzipper does. Node ≥ 20.15 has a native zlib.crc32; the table
// version keeps older runtimes correct.
type Crc32 = (data: Buffer) => number;

const nativeCrc32 = (zlib as unknown as { crc32?: Crc32 }).crc32;

let table: Uint32Array | null = null;

function crcTable(): Uint32Array {
  if (table) return table;
  table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

function tableCrc32(data: Buffer): number {
  const t = crcTable();
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = t[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function crc32(data: Buffer): number {
  return nativeCrc32 ? nativeCrc32(data) >>> 0 : tableCrc32(data);
}
