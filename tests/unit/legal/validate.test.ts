import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { validateLegal, type LegalProblem } from '@/lib/legal/validate';

const run = promisify(execFile);
const REAL_ROOT = path.join(process.cwd(), 'content', 'legal');

function expectProblem(problems: LegalProblem[], file: RegExp, problem: RegExp): void {
  expect(problems, JSON.stringify(problems, null, 2)).toContainEqual({
    file: expect.stringMatching(file),
    problem: expect.stringMatching(problem),
  });
}

describe('validateLegal on the real documents', () => {
  it('finds all 16 documents and no problem', () => {
    expect(validateLegal()).toEqual({ problems: [], files: 16 });
  });
});

describe('validateLegal on a broken copy', () => {
  let root: string;
  const file = (doc: string, locale: string) => path.join(root, doc, `${locale}.md`);
  const edit = (doc: string, locale: string, change: (text: string) => string) =>
    fs.writeFileSync(file(doc, locale), change(fs.readFileSync(file(doc, locale), 'utf8')));

  beforeEach(() => {
    root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'legal-validate-')), 'legal');
    fs.cpSync(REAL_ROOT, root, { recursive: true });
    expect(validateLegal({ root }).problems).toEqual([]);
  });
  afterEach(() => fs.rmSync(path.dirname(root), { recursive: true, force: true }));

  it('reports a missing locale and a missing document', () => {
    fs.rmSync(file('cookie-policy', 'ja'));
    fs.rmSync(path.join(root, 'copyright'), { recursive: true });
    const { problems } = validateLegal({ root });
    expectProblem(problems, /cookie-policy[\\/]ja\.md$/, /missing.*ja absent/);
    for (const locale of ['en', 'zh-CN', 'ja', 'ko']) {
      expectProblem(problems, new RegExp(`copyright[\\\\/]${locale}\\.md$`), /missing/);
    }
  });

  it('reports a missing or wrong front-matter field', () => {
    edit('privacy', 'ko', (text) => text.replace(/^summary:.*\n/m, ''));
    edit('privacy', 'en', (text) => text.replace(/^title:.*\n/m, 'title: "  "\n'));
    edit('copyright', 'zh-CN', (text) => text.replace("updated: '2025-06-04'", "updated: '2024-06-04'"));
    edit('privacy-cn', 'ja', (text) => text.replace("updated: '2025-06-04'", 'updated: yesterday'));
    const { problems } = validateLegal({ root });
    expectProblem(problems, /privacy[\\/]ko\.md$/, /front matter summary missing/);
    expectProblem(problems, /privacy[\\/]en\.md$/, /front matter title missing/);
    expectProblem(problems, /copyright[\\/]zh-CN\.md$/, /2024-06-04 differs from 2025-06-04/);
    expectProblem(problems, /privacy-cn[\\/]ja\.md$/, /ISO date/);
  });

  it('reports a required fact that disappeared from the text', () => {
    edit('privacy-cn', 'en', (text) => text.replaceAll('Singapore', 'a data centre'));
    edit('privacy', 'zh-CN', (text) =>
      text.replace('| 犹他州 | 2023年12月31日 |', '| 犹他州 | 2024年1月1日 |'),
    );
    edit('cookie-policy', 'ko', (text) =>
      text.replace('마케팅 쿠키는 사용하지 않습니다', '마케팅 쿠키도 사용합니다'),
    );
    edit('copyright', 'ja', (text) => text.replace('香港特別行政区', 'シンガポール'));
    const { problems } = validateLegal({ root });
    expectProblem(problems, /privacy-cn[\\/]en\.md$/, /Singapore/);
    expectProblem(problems, /privacy[\\/]zh-CN\.md$/, /Utah.*2023年12月31日/);
    expectProblem(problems, /cookie-policy[\\/]ko\.md$/, /no marketing cookies/);
    expectProblem(problems, /copyright[\\/]ja\.md$/, /Hong Kong/);
  });

  it('reports raw HTML, a second h1, a missing table of contents and stray files', () => {
    edit('copyright', 'en', (text) => `${text}\n\n<div onclick="x()">hi</div>\n`);
    edit('cookie-policy', 'en', (text) => text.replace('## What cookies are', '# What cookies are'));
    edit('copyright', 'ko', (text) => text.replace(/^## /gm, '**').replace(/^(\*\*.*)$/gm, '$1**'));
    fs.writeFileSync(path.join(root, 'copyright', 'fr.md'), '---\ntitle: x\n---\n');
    fs.mkdirSync(path.join(root, 'terms'));
    const { problems } = validateLegal({ root });
    expectProblem(problems, /copyright[\\/]en\.md$/, /raw HTML/);
    expectProblem(problems, /cookie-policy[\\/]en\.md$/, /level-1 heading/);
    expectProblem(problems, /copyright[\\/]ko\.md$/, /no level-2 heading/);
    expectProblem(problems, /copyright[\\/]fr\.md$/, /unexpected file/);
    expectProblem(problems, /legal[\\/]terms$/, /unexpected entry/);
  });

  it('fails scripts/check-content.ts (the prebuild gate), naming the file', async () => {
    fs.rmSync(file('privacy', 'zh-CN'));
    const failed = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-content.ts', 'content', 'public', root],
      {
        cwd: process.cwd(),
      },
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/privacy[\\/]zh-CN\.md: missing/);
  });
});
