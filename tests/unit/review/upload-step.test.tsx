// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadStep } from '@/components/review/upload-step';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import zh from '@/messages/zh-CN.json';
import { ambiguousZip, singleHtml, uploadBytes } from '@/tests/fixtures/playable/engines';
import { validPlayable } from '@/tests/fixtures/playable/playables';

// The upload states (docs/PRODUCT.md, Playable testing page): idle → uploading ("Uploading...") → failed with the error's message, or the report.

function renderStep(onReport = vi.fn(), messages: typeof en = en, locale: 'en' | 'zh-CN' = 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <UploadStep onReport={onReport} />
    </NextIntlClientProvider>,
  );
  return onReport;
}

async function choose(name: string, data: Buffer, type = 'application/zip') {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const file = new File([new Uint8Array(data)], name, { type });
  // jsdom's File has no arrayBuffer() in some versions; the pre-check needs it.
  if (!file.arrayBuffer) Object.assign(file, { arrayBuffer: async () => new Uint8Array(data).buffer });
  fireEvent.change(input, { target: { files: [file] } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('UploadStep', () => {
  it('shows Uploading... while the upload runs, then hands over the report', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const onReport = renderStep();
    const zip = await validPlayable(1);
    await choose(zip.fileName, zip.buffer);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getAllByText('Uploading...').length).toBeGreaterThan(0);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/review/upload');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    answer(Response.json({ id: 'AAAAAAAAAAAAAAAAAAAAAA', name: 'Game', checks: {}, steps: null, links: {} }));
    await waitFor(() =>
      expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ id: 'AAAAAAAAAAAAAAAAAAAAAA' })),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('accepts a single HTML page and a zip whose names miss the studio rule', async () => {
    const fetchMock = vi.fn(async () => Response.json({ error: 'size' }, { status: 413 }));
    vi.stubGlobal('fetch', fetchMock);
    renderStep();
    const page = singleHtml();
    await choose(page.fileName, await uploadBytes(page), 'text/html');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const zip = await validPlayable(1);
    await choose('Other.zip', zip.buffer);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(document.querySelector('input[type=file]')).toHaveAttribute(
      'accept',
      '.zip,.html,.htm,application/zip,text/html',
    );
  });

  it('refuses an ambiguous zip in the browser with the precise reason and the pages, sending nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderStep();
    const upload = ambiguousZip();
    await choose(upload.fileName, await uploadBytes(upload));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The HTML page, its folder and the zip need the same name.');
    expect(alert).toHaveTextContent(
      'The zip holds several HTML pages and none is named like the zip or index.html',
    );
    expect(alert).toHaveTextContent(
      'Details: 2 HTML pages and none is named Game.html or index.html: Game/end.html, Game/start.html',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Please upload a zip file or an HTML file." for other types', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderStep();
    await choose('notes.txt', Buffer.from('hello'), 'text/plain');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload a zip file or an HTML file.');
  });

  it.each([
    [
      'en',
      en,
      'The zip cannot be checked safely.',
      'The zip is password-protected. Zip it again without a password.',
    ],
    ['zh-CN', zh, '无法安全地检查该 zip', 'zip 设置了密码。请不加密码重新打包。'],
    ['ja', ja, 'この zip は安全に確認できません', 'zip にパスワードが設定されています。'],
    ['ko', ko, '이 zip은 안전하게 검사할 수 없습니다', 'zip에 비밀번호가 걸려 있습니다.'],
  ] as const)(
    'shows the server’s precise reason and its detail in %s',
    async (locale, messages, headline, reason) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          Response.json(
            { error: 'archive', reason: 'encrypted', detail: '"Game/a.js" is encrypted' },
            { status: 400 },
          ),
        ),
      );
      renderStep(vi.fn(), messages as typeof en, locale as 'en');
      const zip = await validPlayable(1);
      await choose(zip.fileName, zip.buffer);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(headline);
      expect(alert).toHaveTextContent(reason);
      expect(alert.querySelector('code')).toHaveTextContent('"Game/a.js" is encrypted');
    },
  );

  it('shows the headline alone for a reason the page does not know', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'archive', reason: 'something-new' }, { status: 400 })),
    );
    renderStep();
    const zip = await validPlayable(1);
    await choose(zip.fileName, zip.buffer);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The zip cannot be checked safely\.$/);
  });

  it('maps server refusals to their messages, in the page language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'size' }, { status: 413 })),
    );
    renderStep(vi.fn(), zh as typeof en, 'zh-CN');
    const zip = await validPlayable(1);
    await choose(zip.fileName, zip.buffer);
    expect(await screen.findByRole('alert')).toHaveTextContent('文件必须小于 5 MB，请上传更小的文件。');
  });

  it('says "The upload failed. Please try again." when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderStep();
    const zip = await validPlayable(1);
    await choose(zip.fileName, zip.buffer);
    expect(await screen.findByRole('alert')).toHaveTextContent('The upload failed. Please try again.');
  });
});
