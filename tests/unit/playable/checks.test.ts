import {
  buildStaticReport,
  CHECK_NAMES,
  type CheckName,
  type Evidence,
  type PlayableReport,
} from '@/lib/playable/report';
import { readPlayableZip } from '@/lib/playable/unzip';
import {
  alteredFiles,
  BROKEN_LABEL_HTML,
  type FileSet,
  gameHtml,
  JPEG_HEADER,
  OUTER_CHAIN_HTML,
  PNG_1X1,
  SYNTAX_ERROR_HTML,
  validPlayable,
  zipFiles,
} from '@/tests/fixtures/playable/playables';

async function reportFor(files: FileSet): Promise<PlayableReport> {
  const result = await readPlayableZip(await zipFiles(files), 'Game.zip');
  if (!result.ok) throw new Error(`unexpected refusal: ${result.detail}`);
  return buildStaticReport('r1', result);
}

function evidenceOf(report: PlayableReport, check: CheckName): Evidence[] {
  return report.checks[check].evidence ?? [];
}

type ExpectedEvidence = Omit<Partial<Evidence>, 'detail'> & { detail?: RegExp };

/** Asserts the check failed (or only warned) and that some evidence matches each expectation. */
function expectEvidence(
  report: PlayableReport,
  check: CheckName,
  expected: ExpectedEvidence[],
  status: 'failed' | 'warning' = 'failed',
) {
  expect(report.checks[check].status).toBe(status);
  expect(report.checks[check].message).toBe(`${check}_${status}`);
  const evidence = evidenceOf(report, check);
  for (const { detail, ...where } of expected) {
    const match = evidence.find(
      (item) =>
        (detail === undefined || detail.test(item.detail)) &&
        Object.entries(where).every(([key, value]) => item[key as keyof Evidence] === value),
    );
    expect(
      match,
      `no ${check} evidence like ${JSON.stringify({ ...where, detail: String(detail) })} in ${JSON.stringify(evidence)}`,
    ).toBeDefined();
  }
}

const HTML = 'Game/Game.html';

describe('static report of valid playables', () => {
  it.each([1, 2] as const)('a valid %i-step playable passes every static check', async (steps) => {
    const { fileName, buffer } = await validPlayable(steps);
    const result = await readPlayableZip(buffer, fileName);
    if (!result.ok) throw new Error(result.detail);
    const report = buildStaticReport('abc123', result);

    expect(Object.keys(report.checks)).toEqual([...CHECK_NAMES]);
    expect(report).toMatchObject({ id: 'abc123', name: 'Game', steps: null });
    expect(report.links).toEqual({
      player: '',
      preview: '',
      android: null,
      ios: null,
    });
    for (const check of ['file', 'html_label', 'base64'] as const)
      expect(report.checks[check]).toEqual({ status: 'success' });
    for (const check of CHECK_NAMES.slice(3)) expect(report.checks[check]).toEqual({ status: 'checking' });
  });
});

describe('file', () => {
  it('fails on OS leftovers, files outside the folder, a second page, disallowed types and URL-breaking names; warns on wasm and odd names', async () => {
    const report = await reportFor(
      alteredFiles({
        '__MACOSX/Game/._Game.html': Buffer.from([0, 5, 22, 7, 0, 2, 0, 0]),
        'Game/.DS_Store': 'x',
        'readme.txt': 'outside',
        'Game/other.html': '<!DOCTYPE html>',
        'Game/tools/run.exe': 'MZ',
        'Game/engine.wasm': Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]),
        'Game/img/logo#1.png': PNG_1X1,
        'Game/img/图 片.png': PNG_1X1,
      }),
    );
    expectEvidence(report, 'file', [
      { file: '__MACOSX/Game/._Game.html', detail: /__MACOSX/, rule: 'os-leftover' },
      { file: 'Game/.DS_Store', detail: /operating system/ },
      { file: 'readme.txt', detail: /outside the Game folder/, rule: 'outside-folder' },
      { file: 'Game/other.html', detail: /second HTML page/, rule: 'second-page' },
      { file: 'Game/tools/run.exe', detail: /\.exe files/, rule: 'file-type' },
      { file: 'Game/engine.wasm', detail: /WebAssembly/, warning: true },
      { file: 'Game/img/logo#1.png', detail: /"#" or "\?"/, rule: 'url-breaking-name' },
      { file: 'Game/img/图 片.png', detail: /non-ASCII/, rule: 'unusual-name', warning: true },
    ]);
    expect(evidenceOf(report, 'file')).toHaveLength(8);
    // Failures come first, warnings after them.
    expect(
      evidenceOf(report, 'file')
        .slice(-2)
        .every((item) => item.warning),
    ).toBe(true);
  });

  it('only warns when nothing fails: a module file and a kept .eot font', async () => {
    const report = await reportFor(
      alteredFiles({
        'Game/js/extra.mjs': 'export const a = 1;\n',
        'Game/font.eot': Buffer.from([0x4c, 0x50]),
      }),
    );
    expectEvidence(
      report,
      'file',
      [
        { file: 'Game/js/extra.mjs', rule: 'module-file', warning: true },
        {
          file: 'Game/font.eot',
          detail: /legacy format browsers skip/,
          rule: 'legacy-format',
          warning: true,
        },
      ],
      'warning',
    );
  });
});

describe('html_label', () => {
  it('only warns, with lines, on a missing doctype, a doubled <body>, and a missing charset and viewport of an ASCII page', async () => {
    const report = await reportFor(alteredFiles({ [HTML]: BROKEN_LABEL_HTML }));
    expectEvidence(
      report,
      'html_label',
      [
        { file: HTML, line: 1, rule: 'doctype', warning: true, detail: /no doctype/ },
        { file: HTML, line: 7, rule: 'structure', detail: /second <body> tag \(the first is on line 5;/ },
        { file: HTML, line: 2, rule: 'charset-form', detail: /no <meta charset.*all ASCII/ },
        { file: HTML, line: 2, rule: 'viewport', proof: 'static', detail: /no <meta name="viewport"/ },
      ],
      'warning',
    );
  });

  it('fails non-ASCII text browsers decode with another encoding: no charset, or one it is not in', async () => {
    const page = (head: string) =>
      `<!DOCTYPE html>\n<html><head>${head}<meta name="viewport" content="width=device-width">\n</head><body><p>caf\u00e9</p></body></html>`;
    const undeclared = await reportFor(alteredFiles({ [HTML]: page('') }));
    expectEvidence(undeclared, 'html_label', [
      { line: 2, rule: 'charset', proof: 'static', detail: /non-ASCII UTF-8 text and no <meta charset/ },
    ]);
    const misdeclared = await reportFor(alteredFiles({ [HTML]: page('<meta charset="iso-8859-1">') }));
    expectEvidence(misdeclared, 'html_label', [
      { line: 2, rule: 'charset', detail: /declares charset "iso-8859-1"/ },
    ]);
    const declared = await reportFor(alteredFiles({ [HTML]: page('<meta charset="utf-8">') }));
    expect(declared.checks.html_label).toEqual({ status: 'success' });
  });

  it('only warns on a legacy doctype, a non-UTF-8 charset, a late charset and a viewport without device width of an ASCII page', async () => {
    const html = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head><!-- ${'x'.repeat(1100)} -->
<meta charset="gbk">
<meta name="viewport" content="width=320">
</head><body></body></html>`;
    const report = await reportFor(alteredFiles({ [HTML]: html }));
    expectEvidence(
      report,
      'html_label',
      [
        { line: 1, rule: 'doctype', detail: /quirks mode/ },
        { line: 3, rule: 'charset-form', detail: /first 1024 bytes/ },
        { line: 4, rule: 'viewport', detail: /width=device-width/ },
      ],
      'warning',
    );
  });

  it('fails on a page that is not UTF-8 but declares it, and warns on missing <html>/<head> tags', async () => {
    const latin1 = Buffer.from(
      '<!DOCTYPE html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><p>caf\u00e9</p>',
      'latin1',
    );
    const report = await reportFor(alteredFiles({ [HTML]: latin1 }));
    expectEvidence(report, 'html_label', [
      { rule: 'charset', detail: /declares utf-8 but is not valid UTF-8/ },
      { rule: 'structure', warning: true, detail: /no <html> tag/ },
      { rule: 'structure', warning: true, detail: /no <head> tag/ },
    ]);
  });
});

describe('base64', () => {
  it('fails on data: URIs no browser can use, and warns on those it sniffs or only code parses, wherever they are', async () => {
    const jpegAsPng = `data:image/png;base64,${JPEG_HEADER.toString('base64')}`;
    const html = gameHtml('Game').replace(
      '<p id="hint">',
      `<img alt="" src="data:image/png;base64,iVBORw0K-GgoAAAA">\n<img alt="" src="${jpegAsPng}">\n<p id="hint">`,
    );
    const report = await reportFor(
      alteredFiles({
        [HTML]: html,
        'Game/style.css': `body {\n  background: url(data:image/gif;base64,${PNG_1X1.toString('base64')});\n}\n`,
        'Game/js/data.js': `var level = "data:application/json;base64,${Buffer.from('{oops').toString('base64')}";\nvar raw = 'data:image/png,not-base64';\n`,
      }),
    );
    expectEvidence(report, 'base64', [
      { file: HTML, line: 12, rule: 'broken-data-uri', detail: /"-", which is not a base64 character/ },
      {
        file: HTML,
        line: 13,
        rule: 'mislabeled-data-uri',
        warning: true,
        detail: /declared image\/png but the data is jpeg \(browsers sniff/,
      },
      {
        file: 'Game/style.css',
        line: 2,
        rule: 'mislabeled-data-uri',
        detail: /declared image\/gif but the data is png/,
      },
      { file: 'Game/js/data.js', line: 1, rule: 'json-data-uri', warning: true, detail: /not valid JSON/ },
      { file: 'Game/js/data.js', line: 2, rule: 'broken-data-uri', detail: /not base64-encoded/ },
    ]);
  });

  it('fails on files the markup or code run at start loads that are not in the package; warns on unused literals', async () => {
    const html = gameHtml('Game')
      .replace('<p id="hint">', '<img alt="" src="img/missing.png">\n<p id="hint">')
      .replace('</body>', '<script src="js/loader.js"></script>\n</body>');
    const report = await reportFor(
      alteredFiles({
        [HTML]: html,
        'Game/js/loader.js': [
          "var sprite = 'sprites/hero_run.png';",
          "fetch('levels/1.json');",
          "var sound = new Audio('snd/tap.mp3');",
          "var up = '../../secret.png';",
        ].join('\n'),
      }),
    );
    expectEvidence(report, 'base64', [
      {
        file: HTML,
        line: 12,
        col: 15,
        detail: /img\/missing\.png: Game\/img\/missing\.png is not in the package/,
        rule: 'missing-file',
      },
      {
        file: 'Game/js/loader.js',
        line: 2,
        col: 1,
        detail: /fetch\(\) levels\/1\.json: Game\/levels/,
        rule: 'missing-file',
      },
      {
        file: 'Game/js/loader.js',
        line: 3,
        col: 13,
        detail: /new Audio\(\) snd\/tap\.mp3/,
        rule: 'missing-file',
      },
      {
        file: 'Game/js/loader.js',
        line: 1,
        detail: /"sprites\/hero_run\.png"/,
        rule: 'asset-literal',
        warning: true,
      },
      { file: 'Game/js/loader.js', line: 4, detail: /secret\.png/, rule: 'asset-literal', warning: true },
    ]);
  });

  it('warns, never fails, on what code loads only later or from a script the page does not load', async () => {
    const report = await reportFor(
      alteredFiles({
        'Game/js/game.js': [
          "document.addEventListener('click', function () { new Audio('snd/click.mp3'); });",
          "if (window.hard) fetch('levels/hard.json');",
        ].join('\n'),
        'Game/js/unused.js': "new Audio('snd/never.mp3');\n",
      }),
    );
    expectEvidence(
      report,
      'base64',
      [
        { file: 'Game/js/game.js', line: 1, col: 50, rule: 'missing-file-maybe', warning: true },
        { file: 'Game/js/game.js', line: 2, col: 18, rule: 'missing-file-maybe', warning: true },
        { file: 'Game/js/unused.js', line: 1, col: 1, rule: 'missing-file-maybe', warning: true },
      ],
      'warning',
    );
  });

  it('warns about fetch and XMLHttpRequest of a packaged file only for opening it from file://', async () => {
    const report = await reportFor(
      alteredFiles({
        'Game/levels/1.json': '{"rows":3}',
        'Game/js/game.js':
          "fetch('levels/1.json');\nvar x = new XMLHttpRequest(); x.open('GET', 'levels/1.json');\n",
      }),
    );
    expectEvidence(
      report,
      'base64',
      [
        { file: 'Game/js/game.js', line: 1, detail: /fine in ad webviews.*file:\/\//, rule: 'local-request' },
        { file: 'Game/js/game.js', line: 2, rule: 'local-request', warning: true },
      ],
      'warning',
    );
  });

  it('judges nothing in code that can never run, and nothing a bundle resolves itself', async () => {
    const report = await reportFor(
      alteredFiles({
        'Game/js/game.js': [
          "if (false) { new Audio('snd/a.mp3'); var p = 'img/dead.png'; }",
          "0 && fetch('https://cdn.example.com/x.js');",
          "var q = !1 ? 'img/dead2.png' : 'img/hero.png';",
          "var r = require('./lib/engine.js');",
          "define(['./a/b.js'], function () {});",
          "var s = 'data:image/png;base64,BROKEN!!' ; if (void 0) s = 'data:image/png;base64,BAD!';",
        ].join('\n'),
      }),
    );
    // The live reach of `s` is real; only the dead assignment is skipped.
    expectEvidence(report, 'base64', [
      { file: 'Game/js/game.js', line: 6, col: 10, rule: 'broken-data-uri' },
    ]);
    expect(evidenceOf(report, 'base64')).toHaveLength(1);
    expect(report.checks.outer_chain.status).toBe('checking');
  });

  it('accepts network script tags, an in-memory file map, placeholders code replaces and template data URIs', async () => {
    const html = gameHtml('Game').replace(
      '</body>',
      '<script src="mraid.js"></script>\n<script src="dapi.js"></script>\n</body>',
    );
    const report = await reportFor(
      alteredFiles({
        [HTML]: html,
        'Game/js/game.js': [
          `var files = { "res/boot.png": "data:image/png;base64,${PNG_1X1.toString('base64')}" };`,
          "files['res/late.json'] = '{}';",
          "var img = new Image(); img.src = 'res/boot.png';",
          "fetch('res/late.json');",
          "var a = 'data:image/png;base64,PASTE-BASE64-HERE'.replace('PASTE-BASE64-HERE', b64);",
          'var b = `data:image/svg+xml;base64,${btoa(svg)}`;',
        ].join('\n'),
      }),
    );
    expect(report.checks.base64).toEqual({ status: 'success' });
    expect(report.apis).toEqual(['mraid', 'dapi']);
  });

  it('warns about a placeholder in markup that nothing replaces', async () => {
    const html = gameHtml('Game').replace(
      '<p id="hint">',
      '<img alt="" src="data:image/png;base64,{{HERO_PNG}}">\n<p id="hint">',
    );
    const report = await reportFor(alteredFiles({ [HTML]: html }));
    expectEvidence(
      report,
      'base64',
      [{ file: HTML, line: 12, detail: /placeholder "\{\{HERO_PNG\}\}"/, rule: 'placeholder-data-uri' }],
      'warning',
    );
  });

  it('accepts assets found under a loader base path, atlas frame names, and run-time data: prefixes', async () => {
    const report = await reportFor(
      alteredFiles({
        'Game/assets/ui/button.png': PNG_1X1,
        'Game/assets/ui.json': '{"frames":{"coin.png":{"x":0}}}',
        'Game/js/loader.js': [
          "this.load.setPath('assets/'); this.load.image('button', 'ui/button.png');",
          "var frames = { 'hero.png': { x: 0 } };",
          "var coin = 'coin.png';",
          "var img = 'data:image/png;base64,' + encoded;",
        ].join('\n'),
      }),
    );
    expect(report.checks.base64).toEqual({ status: 'success' });
  });
});

describe('outer_chain', () => {
  it('fails on every way of loading a file from outside the package, and warns on requests, at the line it happens', async () => {
    const report = await reportFor(
      alteredFiles({ [HTML]: OUTER_CHAIN_HTML, 'Game/js/main.js': 'export const answer = 42;\n' }),
    );
    expectEvidence(report, 'outer_chain', [
      { file: HTML, line: 4, detail: /<script src> loads https:\/\/cdn\.example\.com\/engine\.js/ },
      { file: HTML, line: 5, detail: /<link href> loads \/\/fonts\.example\.com/ },
      { file: HTML, line: 6, detail: /@import loads https:\/\/cdn\.example\.com\/theme\.css/ },
      { file: HTML, line: 6, detail: /url\(\) loads http:\/\/img\.example\.com\/bg\.png/ },
      { file: HTML, line: 9, detail: /<img srcset> loads https:\/\/img\.example\.com\/hero@2x\.png/ },
      {
        file: HTML,
        line: 10,
        detail:
          /<script type="module" src="js\/main\.js">: module scripts run in ad webviews, but not from file:\/\//,
        rule: 'module-script',
        warning: true,
      },
      {
        file: HTML,
        line: 12,
        detail: /fetch\(\) sends a request to https:\/\/api\.example\.com\/config/,
        rule: 'external-request',
        warning: true,
      },
      {
        file: HTML,
        line: 13,
        detail: /new WebSocket\(\) sends a request to wss:\/\/live\.example\.com/,
        rule: 'external-request',
      },
      {
        file: HTML,
        line: 14,
        detail: /import\(\) loads https:\/\/cdn\.example\.com\/lazy\.js/,
        rule: 'external-code',
      },
      {
        file: HTML,
        line: 15,
        detail: /XMLHttpRequest sends a request to https:\/\/api\.example\.com\/level/,
        rule: 'external-request',
        warning: true,
      },
    ]);
  });

  it('fails on root-relative paths; warns on requests to a URL built from an external prefix and on packaged module imports', async () => {
    const report = await reportFor(
      alteredFiles({
        'Game/style.css': 'body {\n  background: url(/img/bg.png);\n}\n',
        'Game/js/game.js':
          "var id = 7;\nfetch('https://api.example.com/levels/' + id);\nimport('./chunk.js');\n",
        'Game/js/chunk.js': 'var chunk = 1;\n',
      }),
    );
    expectEvidence(report, 'outer_chain', [
      { file: 'Game/style.css', line: 2, detail: /\/img\/bg\.png: a path starting with "\/"/ },
      {
        file: 'Game/js/game.js',
        line: 2,
        detail: /https:\/\/api\.example\.com\/levels\/…/,
        rule: 'external-request',
      },
      { file: 'Game/js/game.js', line: 3, detail: /import\(\) \.\/chunk\.js: module scripts/, warning: true },
    ]);
  });

  it('warns on code that reaches another host later, and records network scripts from their servers', async () => {
    const html = gameHtml('Game').replace(
      '</head>',
      '<script src="https://tpc.googlesyndication.com/pagead/gadgets/html5/api/exitapi.js"></script>\n</head>',
    );
    const report = await reportFor(
      alteredFiles({
        [HTML]: html,
        'Game/js/game.js':
          "function track() { new Image().src = 'https://stats.example.com/e.gif'; }\nExitApi.exit && track;\n",
      }),
    );
    expectEvidence(
      report,
      'outer_chain',
      [{ file: 'Game/js/game.js', line: 1, col: 20, rule: 'external-later', warning: true }],
      'warning',
    );
    expect(evidenceOf(report, 'outer_chain')).toHaveLength(1);
    expect(report.apis).toEqual(['exitapi']);
  });
});

describe('code', () => {
  it('fails on scripts that do not parse, with the parser message and line', async () => {
    const report = await reportFor(
      alteredFiles({
        [HTML]: SYNTAX_ERROR_HTML.replace('<body>', '<body onload="start(">').replace(
          '</body>',
          '<script src="js/util.js"></script>\n</body>',
        ),
        'Game/js/game.js': 'function ok() {}\n\nvar x = ;\n',
        'Game/js/util.js': 'export function helper() {}\n',
        'Game/data/level.json': '{\n  "a": 1,\n}',
      }),
    );
    expectEvidence(report, 'code', [
      { file: HTML, line: 6, col: 15, detail: /^SyntaxError: Unexpected token$/ },
      { file: HTML, line: 4, detail: /event-handler attribute/ },
      { file: 'Game/js/game.js', line: 3, col: 9, detail: /SyntaxError: Unexpected token/ },
      {
        file: 'Game/js/util.js',
        line: 1,
        detail: /'import' and 'export' may appear only with 'sourceType: module'/,
      },
      { file: 'Game/data/level.json', line: 3, detail: /JSON does not parse/, rule: 'json', warning: true },
    ]);
  });

  it('only warns on a syntax error in a file the page does not load, and accepts eval and new Function', async () => {
    const report = await reportFor(
      alteredFiles({
        'Game/js/game.js': "var f = new Function('a', 'return a');\neval('f(1)');\n",
        'Game/js/leftover.js': 'var = 1;\n',
        'Game/js/module-only.js': 'export default 1;\n',
      }),
    );
    expectEvidence(
      report,
      'code',
      [{ file: 'Game/js/leftover.js', line: 1, col: 5, rule: 'syntax-unloaded', warning: true }],
      'warning',
    );
    expect(evidenceOf(report, 'code')).toHaveLength(1);
  });

  it('parses module scripts as modules and leaves clean code to the live run', async () => {
    const html = gameHtml('Game').replace(
      '</body>',
      '<script type="module">const ready = await Promise.resolve(1);</script>\n</body>',
    );
    const report = await reportFor(alteredFiles({ [HTML]: html }));
    expect(report.checks.code).toEqual({ status: 'checking' });
  });
});
