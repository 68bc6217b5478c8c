// The duration a video file declares in its own header: the MP4 movie header (`moov/mvhd`) and the WebM
// segment info (`Segment/Info/Duration`). Enough to check captions against the real file without ffprobe.

function box(
  buffer: Buffer,
  start: number,
  end: number,
  type: string,
): { start: number; end: number } | null {
  let offset = start;
  while (offset + 8 <= end) {
    let size = buffer.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      size = Number(buffer.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header) return null;
    if (buffer.toString('latin1', offset + 4, offset + 8) === type) {
      return { start: offset + header, end: Math.min(end, offset + size) };
    }
    offset += size;
  }
  return null;
}

/** Seconds, from `moov/mvhd` (version 0 or 1); null when the file has no movie header. */
export function mp4Duration(buffer: Buffer): number | null {
  const moov = box(buffer, 0, buffer.length, 'moov');
  const mvhd = moov && box(buffer, moov.start, moov.end, 'mvhd');
  if (!mvhd) return null;
  const version = buffer[mvhd.start];
  if (version === 1) {
    const timescale = buffer.readUInt32BE(mvhd.start + 20);
    return timescale ? Number(buffer.readBigUInt64BE(mvhd.start + 24)) / timescale : null;
  }
  const timescale = buffer.readUInt32BE(mvhd.start + 12);
  return timescale ? buffer.readUInt32BE(mvhd.start + 16) / timescale : null;
}

/** An EBML variable-length integer at `offset`: its value (the marker bit kept for ids) and length. */
function vint(buffer: Buffer, offset: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = buffer[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buffer[offset + i]!;
    if (buffer[offset + i] !== 0xff) unknown = false;
  }
  return { value: !keepMarker && unknown ? Infinity : value, length };
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMESTAMP_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

function children(
  buffer: Buffer,
  start: number,
  end: number,
  visit: (id: number, from: number, to: number) => boolean,
) {
  let offset = start;
  while (offset < end) {
    const id = vint(buffer, offset, true);
    const size = id && vint(buffer, offset + id.length, false);
    if (!id || !size) return;
    const from = offset + id.length + size.length;
    const to = Math.min(end, from + size.value);
    if (visit(id.value, from, to)) return;
    offset = to;
  }
}

/** Seconds, from the segment info's Duration and TimestampScale; null when the file declares none. */
export function webmDuration(buffer: Buffer): number | null {
  let result: number | null = null;
  children(buffer, 0, buffer.length, (id, from, to) => {
    if (id !== SEGMENT) return false;
    children(buffer, from, to, (childId, infoFrom, infoTo) => {
      if (childId !== INFO) return false;
      let scale = 1_000_000;
      let duration: number | null = null;
      children(buffer, infoFrom, infoTo, (fieldId, fieldFrom, fieldTo) => {
        if (fieldId === TIMESTAMP_SCALE) scale = buffer.readUIntBE(fieldFrom, fieldTo - fieldFrom);
        if (fieldId === DURATION) {
          duration =
            fieldTo - fieldFrom === 4 ? buffer.readFloatBE(fieldFrom) : buffer.readDoubleBE(fieldFrom);
        }
        return false;
      });
      if (duration !== null) result = (duration * scale) / 1e9;
      return true;
    });
    return true;
  });
  return result;
}
