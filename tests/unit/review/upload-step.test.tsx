// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadStep } from '@/components/review/upload-step';
import en from '@/messages/en.json';
import zh from '@/messages/zh-CN.json';
import { validPlayable } from '@/tests/fixtures/playable/playables';

// The upload states of spec §4: idle → uploading ("Uploading...") → failed with the spec's message, or the report.

function renderStep(onReport = vi.fn(), messages: typeof en = en, locale: 'en' | 'zh-CN' = 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <UploadStep onReport={onReport} />
    </NextIntlClientProvider>,
  );
  return onReport;
}

async function choose(name: string, data: Buffer) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const file = new File([new Uint8Array(data)], name, { type: 'application/zip' });
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

  it('refuses mismatched names in the browser, without sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderStep();
    const zip = await validPlayable(1);
    await choose('Other.zip', zip.buffer);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'the names of html, folder and zip need to be the same',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('maps server refusals to the spec messages, in the page language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'size' }, { status: 413 })),
    );
    renderStep(vi.fn(), zh as typeof en, 'zh-CN');
    const zip = await validPlayable(1);
    await choose(zip.fileName, zip.buffer);
    expect(await screen.findByRole('alert')).toHaveTextContent('文件大小必须小于 5MB，请重新上传');
  });

  it('says "failed, please try again" when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderStep();
    const zip = await validPlayable(1);
    await choose(zip.fileName, zip.buffer);
    expect(await screen.findByRole('alert')).toHaveTextContent('failed, please try again');
  });
});
