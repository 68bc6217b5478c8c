import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { filePartOf, MultipartError, multipartBoundary } from '@/lib/http/multipart';

// Bodies as the platform's FormData serializes them (the way browsers and curl send uploads), read back.

async function serialize(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type')!;
  return { body: Buffer.from(await request.arrayBuffer()), contentType };
}

function file(data: Buffer, name: string): File {
  return new File([new Uint8Array(data)], name, { type: 'application/zip' });
}

describe('multipartBoundary', () => {
  it('reads the boundary, quoted or not, of multipart/form-data only', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc123')).toBe('abc123');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary('multipart/mixed; boundary=x')).toBeNull();
    expect(multipartBoundary('application/json')).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });
});

describe('filePartOf', () => {
  it('finds the file field among others, as a view of the body holding exactly the file', async () => {
    const data = randomBytes(300_000);
    const form = new FormData();
    form.append('networks', 'mintegral');
    form.append('file', file(data, 'Game.zip'));
    form.append('after', 'x');
    const { body, contentType } = await serialize(form);
    const part = filePartOf(body, multipartBoundary(contentType)!, 'file');
    expect(part?.fileName).toBe('Game.zip');
    expect(part?.data).toEqual(data);
    expect(part?.data.buffer).toBe(body.buffer);
  });

  it('keeps any bytes of the file, including CRLF and lookalike boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2_000 }), async (bytes) => {
        const data = Buffer.from([...Buffer.from('\r\n--\r\n\r\n'), ...bytes, ...Buffer.from('\r\n-')]);
        const form = new FormData();
        form.append('file', file(data, 'x.zip'));
        const { body, contentType } = await serialize(form);
        expect(filePartOf(body, multipartBoundary(contentType)!, 'file')?.data).toEqual(data);
      }),
      { numRuns: 50 },
    );
  });

  it('reads file names with spaces, quotes and other scripts as the platform sends them', async () => {
    for (const name of ['My Game.zip', '游戏.zip', 'ゲーム 1.html']) {
      const form = new FormData();
      form.append('file', file(Buffer.from('x'), name));
      const { body, contentType } = await serialize(form);
      expect(filePartOf(body, multipartBoundary(contentType)!, 'file')?.fileName).toBe(name);
    }
  });

  it('answers null for a form without a file in the field, and an empty file as empty', async () => {
    const form = new FormData();
    form.append('file', 'just text');
    form.append('other', file(Buffer.from('x'), 'Game.zip'));
    const { body, contentType } = await serialize(form);
    expect(filePartOf(body, multipartBoundary(contentType)!, 'file')).toBeNull();

    const empty = new FormData();
    empty.append('file', file(Buffer.alloc(0), 'Game.zip'));
    const serialized = await serialize(empty);
    expect(
      filePartOf(serialized.body, multipartBoundary(serialized.contentType)!, 'file')?.data,
    ).toHaveLength(0);
  });

  it('refuses a body that is not well-formed multipart', () => {
    const refuse = (text: string) => () => filePartOf(Buffer.from(text), 'b', 'file');
    expect(refuse('no boundary at all')).toThrow(MultipartError);
    expect(refuse('--bX')).toThrow(MultipartError);
    expect(refuse('--b\r\nContent-Disposition: form-data; name="file"; filename="a"')).toThrow(
      MultipartError,
    );
    expect(refuse('--b\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc')).toThrow(
      MultipartError,
    );
    // A truncated body: the closing delimiter is missing but the part is closed.
    expect(
      filePartOf(
        Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc\r\n--b--'),
        'b',
        'file',
      )?.data.toString(),
    ).toBe('abc');
  });
});
