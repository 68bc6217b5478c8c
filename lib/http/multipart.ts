// The file part of a multipart/form-data body (RFC 7578) that is already in memory, as a view of the body's
// own bytes: no copy. The platform's Request.formData() copies an uploaded file several times over (the
// parsed File, then its arrayBuffer()), which for eight 5 MB uploads at once is a few hundred MB.

export interface FilePart {
  /** The form field's name. */
  field: string;
  /** The file name as the client sent it (a browser sends the base name). */
  fileName: string;
  /** The file's bytes: a view of the body. */
  data: Buffer;
}

export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartError';
  }
}

const HEADER_END = '\r\n\r\n';
/** Headers of one part may not exceed this (they are a few short lines). */
const MAX_PART_HEADER_BYTES = 16 * 1024;

/** The boundary of a multipart/form-data Content-Type, or null when it is not one. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

/** A parameter of a Content-Disposition value (`name`, `filename`), unquoted; null when absent. */
function dispositionParameter(disposition: string, name: string): string | null {
  const pattern = new RegExp(`;\\s*${name}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i');
  const match = pattern.exec(disposition);
  if (!match) return null;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2];
}

/** Each part of `body` with its form-data name and file name (null for a plain field), in order. */
function* formParts(
  body: Buffer,
  boundary: string,
): Generator<Omit<FilePart, 'fileName'> & { fileName: string | null }> {
  // Boundaries are ASCII (RFC 2046), so they are searched as latin1 strings.
  const delimiter = `--${boundary}`;
  const between = `\r\n--${boundary}`;
  let at = body.indexOf(delimiter, 0, 'latin1');
  if (at !== 0 && (at < 0 || body.indexOf(between, 0, 'latin1') !== at - 2)) {
    throw new MultipartError('the body does not start with the boundary');
  }
  for (;;) {
    at += delimiter.length;
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return; // "--": the closing delimiter
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) {
      throw new MultipartError('a delimiter is not followed by CRLF');
    }
    const headersStart = at + 2;
    const headersEnd = body.indexOf(HEADER_END, headersStart, 'latin1');
    if (headersEnd < 0 || headersEnd - headersStart > MAX_PART_HEADER_BYTES) {
      throw new MultipartError('a part has no end to its headers');
    }
    const dataStart = headersEnd + HEADER_END.length;
    const dataEnd = body.indexOf(between, dataStart, 'latin1');
    if (dataEnd < 0) throw new MultipartError('a part is not closed by the boundary');

    const headers = body.toString('utf8', headersStart, headersEnd).split('\r\n');
    const disposition = headers.find((line) => /^content-disposition\s*:/i.test(line));
    if (disposition && /^content-disposition\s*:\s*form-data\s*(;|$)/i.test(disposition)) {
      const name = dispositionParameter(disposition, 'name');
      if (name !== null) {
        const fileName = dispositionParameter(disposition, 'filename');
        yield { field: name, fileName, data: body.subarray(dataStart, dataEnd) };
      }
    }
    at = dataEnd + 2;
  }
}

/**
 * The first part of `body` that carries a file (a Content-Disposition with a filename) in `field`, or null
 * when the form has none. Throws MultipartError on a body that is not well-formed multipart.
 */
export function filePartOf(body: Buffer, boundary: string, field: string): FilePart | null {
  for (const part of formParts(body, boundary)) {
    if (part.field === field && part.fileName !== null) return { ...part, fileName: part.fileName };
  }
  return null;
}

/** The value of the first plain (non-file) field `field` as UTF-8 text, or null when the form has none. */
export function textFieldOf(body: Buffer, boundary: string, field: string): string | null {
  for (const part of formParts(body, boundary)) {
    if (part.field === field && part.fileName === null) return part.data.toString('utf8');
  }
  return null;
}
