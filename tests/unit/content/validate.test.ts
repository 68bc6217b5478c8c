import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { validateContent, type ContentProblem } from '@/lib/content/validate';
import { caseFrontMatter, createFixture, postFrontMatter, type Fixture } from './fixture';

const run = promisify(execFile);

function problemsOf(fixture: Fixture): ContentProblem[] {
  return validateContent({ root: fixture.root, publicDir: fixture.publicDir }).problems;
}

function expectProblem(problems: ContentProblem[], file: RegExp, problem: RegExp): void {
  expect(problems, JSON.stringify(problems, null, 2)).toContainEqual({
    file: expect.stringMatching(file),
    problem: expect.stringMatching(problem),
  });
}

describe('validateContent on the real content', () => {
  it('finds no problem in the case studies', () => {
    const { problems, counts } = validateContent();
    expect(problems.filter((problem) => problem.file.includes(`cases${path.sep}`))).toEqual([]);
    expect(counts.cases).toBe(12);
  });
});

describe('validateContent on crafted content', () => {
  let fixture: Fixture;

  beforeEach(() => {
    fixture = createFixture();
    fixture.item('blog', 'good-post');
    fixture.item('cases', 'good-case');
  });
  afterEach(() => fixture.remove());

  it('passes complete, consistent content', () => {
    expect(validateContent({ root: fixture.root, publicDir: fixture.publicDir })).toEqual({
      problems: [],
      counts: { blog: 1, cases: 1 },
    });
  });

  it('reports a post missing a locale', () => {
    fs.rmSync(path.join(fixture.root, 'blog/good-post/ko.md'));
    expectProblem(problemsOf(fixture), /blog[\\/]good-post[\\/]ko\.md$/, /missing.*ko/);
  });

  it('reports a missing required field and an invalid one', () => {
    const withoutTitle = postFrontMatter('good-post');
    delete withoutTitle.title;
    fixture.write('blog', 'good-post', 'ja', withoutTitle);
    fixture.write(
      'cases',
      'good-case',
      'ja',
      caseFrontMatter('good-case', { date: '2025-02-30', metrics: [{ label: 'x' }] }),
    );
    const problems = problemsOf(fixture);
    expectProblem(problems, /good-post[\\/]ja\.md$/, /^title:/);
    expectProblem(problems, /good-case[\\/]ja\.md$/, /^date:/);
    expectProblem(problems, /good-case[\\/]ja\.md$/, /^metrics\.0\.value:/);
  });

  it('reports an unknown tag, category and type', () => {
    fixture.write(
      'cases',
      'good-case',
      'en',
      caseFrontMatter('good-case', { tags: ['casual', 'racing'], type: 'banner' }),
    );
    fixture.write('blog', 'good-post', 'en', postFrontMatter('good-post', { category: 'news' }));
    const problems = problemsOf(fixture);
    expectProblem(problems, /good-case[\\/]en\.md$/, /^tags\.1:/);
    expectProblem(problems, /good-case[\\/]en\.md$/, /^type:/);
    expectProblem(problems, /good-post[\\/]en\.md$/, /^category:/);
  });

  it('reports shared fields that differ between locales', () => {
    fixture.write(
      'cases',
      'good-case',
      'zh-CN',
      caseFrontMatter('good-case', { tags: ['midcore'], date: '2025-01-16' }),
    );
    fixture.write('blog', 'good-post', 'ko', postFrontMatter('good-post', { category: 'academy' }));
    const problems = problemsOf(fixture);
    expectProblem(problems, /good-case[\\/]zh-CN\.md$/, /^tags .*differs/);
    expectProblem(problems, /good-case[\\/]zh-CN\.md$/, /^date .*differs/);
    expectProblem(problems, /good-post[\\/]ko\.md$/, /^category "academy" differs from "insights"/);
  });

  it('accepts the same tags in another order', () => {
    const tags = { tags: ['ar', 'brand'] };
    fixture.item('cases', 'two-tags', { en: tags, 'zh-CN': tags, ja: { tags: ['brand', 'ar'] }, ko: tags });
    expect(problemsOf(fixture)).toEqual([]);
  });

  it('reports a cover image missing under public/', () => {
    fs.rmSync(path.join(fixture.publicDir, 'images/cases/good-case.svg'));
    const problems = problemsOf(fixture);
    expectProblem(problems, /good-case[\\/]en\.md$/, /cover \/images\/cases\/good-case\.svg not found/);
    expect(problems).toHaveLength(1);
  });

  it('reports unparseable or executable front matter without running it', () => {
    const marker = path.join(fixture.root, 'executed');
    fixture.writeRaw(
      'content/blog/good-post/en.md',
      `---js\n{ title: require('fs').writeFileSync(${JSON.stringify(marker)}, 'x') }\n---\nBody`,
    );
    fixture.writeRaw('content/blog/good-post/ja.md', '---\ntitle: [unclosed\n---\nBody');
    fixture.writeRaw('content/blog/good-post/ko.md', 'No front matter at all');
    const problems = problemsOf(fixture);
    expectProblem(problems, /good-post[\\/]en\.md$/, /front matter cannot be parsed: only YAML/);
    expectProblem(problems, /good-post[\\/]ja\.md$/, /front matter cannot be parsed/);
    expectProblem(problems, /good-post[\\/]ko\.md$/, /front matter missing/);
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('reports raw HTML and an empty body', () => {
    fixture.write(
      'cases',
      'good-case',
      'en',
      caseFrontMatter('good-case'),
      'Hello <iframe src="x"></iframe>',
    );
    fixture.write('cases', 'good-case', 'ko', caseFrontMatter('good-case'), '   ');
    const problems = problemsOf(fixture);
    expectProblem(problems, /good-case[\\/]en\.md$/, /raw HTML/);
    expectProblem(problems, /good-case[\\/]ko\.md$/, /body is empty/);
  });

  it('reports a bad slug, stray files and an unknown front-matter field', () => {
    fixture.item('cases', 'Bad_Slug');
    fixture.writeRaw('content/cases/good-case/fr.md', 'x');
    fixture.writeRaw('content/blog/loose.md', 'x');
    fixture.write('blog', 'good-post', 'en', postFrontMatter('good-post', { catagory: 'insights' }));
    const problems = problemsOf(fixture);
    expectProblem(problems, /cases[\\/]Bad_Slug$/, /lowercase-kebab/);
    expectProblem(problems, /good-case[\\/]fr\.md$/, /unexpected file/);
    expectProblem(problems, /blog[\\/]loose\.md$/, /unexpected file/);
    expectProblem(problems, /good-post[\\/]en\.md$/, /catagory/);
  });

  it('reports a missing kind folder', () => {
    fs.rmSync(path.join(fixture.root, 'blog'), { recursive: true });
    expectProblem(problemsOf(fixture), /content[\\/]blog$/, /folder missing/);
  });
});

describe('scripts/check-content.ts', () => {
  let fixture: Fixture;
  beforeEach(() => {
    fixture = createFixture();
    fixture.item('blog', 'good-post');
    fixture.item('cases', 'good-case');
  });
  afterEach(() => fixture.remove());

  const check = (root: string, publicDir: string) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', root, publicDir], {
      cwd: process.cwd(),
    });

  it('exits 0 on good content and 1, naming file and problem, on bad content', async () => {
    const passed = await check(fixture.root, fixture.publicDir);
    expect(passed.stdout).toContain('content check passed: 1 posts and 1 cases');

    fs.rmSync(path.join(fixture.root, 'cases/good-case/ja.md'));
    const failed = await check(fixture.root, fixture.publicDir).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/good-case[\\/]ja\.md: missing/);
  });
});
