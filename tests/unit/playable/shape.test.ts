import { packagingFixes, targetName } from '@/lib/playable/checks/packaging';
import { decideHtmlShape, decideZipShape, shapeOfEntry, uploadKind } from '@/lib/playable/shape';

// The one decision the server and the browser share: which page of an upload is the entry, and the
// renamings the file check asks for when the studio's naming rule is not met.

describe('decideZipShape', () => {
  it.each([
    ['Game.zip', ['Game/', 'Game/Game.html', 'Game/js/game.js'], 'studio', 'Game/Game.html'],
    ['Game.zip', ['Game.html', 'img/bg.png'], 'root-html', 'Game.html'],
    ['index.zip', ['index.html', 'main.js'], 'index-html', 'index.html'],
    ['index.zip', ['web-mobile/index.html', 'web-mobile/main.js'], 'index-html', 'web-mobile/index.html'],
    ['Other.zip', ['Game/Game.html'], 'studio', 'Game/Game.html'],
    ['Game.zip', ['Game/main.html'], 'studio', 'Game/main.html'],
    ['Game.zip', ['Game/Game.htm'], 'studio', 'Game/Game.htm'],
  ])('%s holding %j opens %s/%s', (fileName, entries, shape, entry) => {
    expect(decideZipShape(fileName, entries)).toMatchObject({ ok: true, shape, entry });
  });

  it('with several pages, opens the one named like the zip, else index.html, preferring the top', () => {
    const pick = (entries: string[], fileName = 'Game.zip') => {
      const decision = decideZipShape(fileName, entries);
      return decision.ok ? decision.entry : decision.reason;
    };
    expect(pick(['Game/Game.html', 'Game.html', 'Game/other.html'])).toBe('Game/Game.html');
    expect(pick(['Game.html', 'Other/Game.html', 'help.html'])).toBe('Game.html');
    expect(pick(['Other/Game.html', 'help.html'])).toBe('Other/Game.html');
    expect(pick(['index.html', 'dist/index.html', 'help.html'])).toBe('index.html');
    expect(pick(['dist/index.html', 'dist/help.html'])).toBe('dist/index.html');
    expect(pick(['a/index.html', 'b/index.html'])).toBe('ambiguous-entry');
    expect(pick(['start.html', 'end.html'])).toBe('ambiguous-entry');
  });

  it('ignores folders, macOS metadata and dot files, and never looks deeper than one folder', () => {
    expect(
      decideZipShape('Game.zip', ['__MACOSX/Game/._Game.html', 'Game/', 'Game/Game.html']),
    ).toMatchObject({
      ok: true,
      entry: 'Game/Game.html',
    });
    expect(decideZipShape('Game.zip', ['Game/.hidden.html', 'Game/Game.html'])).toMatchObject({ ok: true });
    expect(decideZipShape('Game.zip', ['a/b/index.html', 'a/b/c.html'])).toEqual({
      ok: false,
      error: 'html',
      reason: 'html-too-deep',
      detail: 'no HTML page at the top of the zip or in one folder; found a/b/c.html, a/b/index.html',
    });
    expect(decideZipShape('Game.zip', ['Game/readme.txt'])).toMatchObject({
      ok: false,
      reason: 'html-missing',
    });
  });

  it('lists at most eight pages when it refuses, and says how many more', () => {
    const pages = Array.from({ length: 11 }, (_, i) => `p${String(i).padStart(2, '0')}.html`);
    const decision = decideZipShape('Game.zip', pages);
    expect(decision).toMatchObject({ ok: false, error: 'names', reason: 'ambiguous-entry' });
    if (!decision.ok) expect(decision.detail).toMatch(/p00\.html, .*p07\.html and 3 more$/);
  });
});

describe('single pages and upload kinds', () => {
  it('decides by the file name alone', () => {
    expect(uploadKind('C:\\ads\\Game.ZIP')).toBe('zip');
    expect(uploadKind('Runner.html')).toBe('html');
    expect(uploadKind('Runner.HTM')).toBe('html');
    expect(uploadKind('notes.txt')).toBeNull();
    expect(uploadKind('.html')).toBeNull();
    expect(decideHtmlShape('ads/Runner.html')).toEqual({
      ok: true,
      shape: 'single-html',
      name: 'Runner',
      entry: 'Runner.html',
    });
    expect(decideHtmlShape('bad\u0001.html')).toMatchObject({
      ok: false,
      error: 'type',
      reason: 'file-type',
    });
  });

  it('names the shape of a chosen entry', () => {
    expect(shapeOfEntry('Game/Game.html')).toBe('studio');
    expect(shapeOfEntry('index.html')).toBe('index-html');
    expect(shapeOfEntry('dist/index.html')).toBe('index-html');
    expect(shapeOfEntry('Game.html')).toBe('root-html');
  });
});

describe('packagingFixes: the exact renaming the file check asks for', () => {
  it.each([
    ['Game', 'Game/Game.html', 'studio', []],
    [
      'Other',
      'Game/Game.html',
      'studio',
      ['to follow Game.zip > Game/ > Game.html: rename the zip to Game.zip'],
    ],
    [
      'Puzzle',
      'Puzzle.html',
      'root-html',
      ['to follow Puzzle.zip > Puzzle/ > Puzzle.html: put Puzzle.html in a folder named Puzzle'],
    ],
    [
      'Game',
      'dist/index.html',
      'index-html',
      [
        'to follow Game.zip > Game/ > Game.html: rename dist/index.html to dist/Game.html; rename the folder dist to Game',
      ],
    ],
    [
      'Runner',
      'Runner.html',
      'single-html',
      [
        'to follow Runner.zip > Runner/ > Runner.html: put Runner.html in a folder named Runner; zip the Runner folder as Runner.zip',
      ],
    ],
    [
      'My Game',
      'My Game/My Game.html',
      'studio',
      [
        'to follow My_Game.zip > My_Game/ > My_Game.html: rename My Game/My Game.html to My Game/My_Game.html; rename the folder My Game to My_Game; rename the zip to My_Game.zip',
      ],
    ],
    [
      'Game',
      'Game/Game.htm',
      'studio',
      ['to follow Game.zip > Game/ > Game.html: rename Game/Game.htm to Game/Game.html'],
    ],
  ] as const)('%s with %s (%s)', (name, entry, shape, fixes) => {
    expect(packagingFixes(name, entry, shape)).toEqual(fixes);
  });

  it('keeps the name most parts already share', () => {
    expect(targetName(['Other', 'Game', 'Game'])).toBe('Game');
    expect(targetName(['Game', 'index'])).toBe('Game');
    expect(targetName(['bad name', 'Good'])).toBe('Good');
    expect(targetName(['%%%'])).toBe('Playable');
  });
});
