import { describe, expect, it } from 'vitest';
import { mp4Duration, webmDuration } from '@/lib/video/duration';

// The real files are read in case-videos.test.ts; these are the headers' edge cases, built by hand.

// Buffer.concat over plain bytes (this @types/node types a Buffer as an incompatible Uint8Array).
const concat = (parts: Buffer[]) => Buffer.concat(parts.map((part) => new Uint8Array(part)));

function mp4Box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8);
  header.write(type, 4, 'latin1');
  return concat([header, body]);
}

describe('video header durations', () => {
  it('reads a version 0 and a version 1 movie header', () => {
    const v0 = Buffer.alloc(100);
    v0.writeUInt32BE(1000, 12);
    v0.writeUInt32BE(15_500, 16);
    expect(mp4Duration(concat([mp4Box('ftyp', Buffer.alloc(8)), mp4Box('moov', mp4Box('mvhd', v0))]))).toBe(
      15.5,
    );
    const v1 = Buffer.alloc(112);
    v1[0] = 1;
    v1.writeUInt32BE(90_000, 20);
    v1.writeBigUInt64BE(1_800_000n, 24);
    expect(mp4Duration(mp4Box('moov', mp4Box('mvhd', v1)))).toBe(20);
  });

  it('answers null for a file without a movie header or with a broken box', () => {
    expect(mp4Duration(mp4Box('ftyp', Buffer.alloc(8)))).toBeNull();
    expect(mp4Duration(Buffer.from([0, 0, 0, 4, 0x6d, 0x6f, 0x6f, 0x76]))).toBeNull();
    expect(mp4Duration(Buffer.alloc(0))).toBeNull();
  });

  it('reads WebM Duration with its TimestampScale, and null when absent', () => {
    // EBML header (empty), Segment of unknown size holding Info { TimestampScale 1 ms, Duration 12000.0 }.
    const duration = Buffer.alloc(8);
    duration.writeDoubleBE(12_000);
    const info = concat([
      Buffer.from([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]),
      Buffer.from([0x44, 0x89, 0x88]),
      duration,
    ]);
    const file = concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]),
      Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
      Buffer.from([0x15, 0x49, 0xa9, 0x66, 0x80 | info.length]),
      info,
    ]);
    expect(webmDuration(file)).toBe(12);
    expect(webmDuration(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]))).toBeNull();
  });
});
