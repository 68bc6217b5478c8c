import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { getAllSlugs } from '@/lib/content/load';
import { localizedPath, locales } from '@/lib/i18n/locales';
import { everyRouteInEveryLocale } from './support/routes';
import { E2E_PORT } from './support/server-env';

// The Nu HTML Checker (vnu-jar from npm, run on the machine's Java) over the HTML of every page in every
// locale, one article and one case per locale too: no errors. The pages are fetched as a browser gets them
// and checked in one Java run.

const run = promisify(execFile);
const VNU = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test('every page in every locale passes the Nu HTML Checker', async () => {
  test.setTimeout(240_000);
  const { posts, cases } = getAllSlugs();
  const pages = [
    ...everyRouteInEveryLocale().map((row) => row.url),
    ...locales.flatMap((locale) => [
      localizedPath(locale, `/blog/${posts[0]}`),
      localizedPath(locale, `/our-work/${cases[0]}`),
    ]),
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [index, page] of pages.entries()) {
      const response = await fetch(`http://localhost:${E2E_PORT}${page}`);
      expect(response.status, page).toBe(200);
      const file = path.join(dir, `${index}.html`);
      fs.writeFileSync(file, await response.text());
      files.set(`file:${file}`, page);
    }
    const { stderr } = await run(
      'java',
      [
        '-jar',
        VNU,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        ...[...files.keys()].map((f) => f.slice(5)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error')
      .map((message) => `${files.get(message.url) ?? message.url}:${message.lastLine}: ${message.message}`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
