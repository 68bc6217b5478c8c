import { buildStaticReport, type CheckName, type PlayableReport } from '@/lib/playable/report';
import { readPlayableZip } from '@/lib/playable/unzip';
import { fixtureZip, type NetworkFixture } from '@/tests/fixtures/playable/networks';
import {
  ASCII_WITHOUT_CHARSET,
  BLOCKED_ANALYTICS,
  BROKEN_IMAGE,
  CAUGHT_BLANK,
  CDN_ENGINE,
  CDN_ENGINE_HOST,
  EMPTY_SRC_SCRIPT,
  JSONP_DATA,
  NO_DOCTYPE_CANVAS,
  SNIFFED_IMAGE,
  VIEWPORT_WITHOUT_DEVICE_WIDTH,
  WORKING_PATTERNS,
} from '@/tests/fixtures/playable/real-patterns';

// The package checks on the patterns real builds emit: a finding only a conformance rule or a guess
// supports warns with its fix; what the live run can settle waits for it (live-verdicts.test.ts plays them).

async function staticReport(fixture: NetworkFixture): Promise<PlayableReport> {
  const { buffer, fileName } = await fixtureZip(fixture);
  const result = await readPlayableZip(buffer, fileName);
  if (!result.ok) throw new Error(`unexpected refusal: ${result.detail}`);
  return buildStaticReport('r1', result);
}

const PACKAGE_CHECKS: CheckName[] = ['file', 'html_label', 'base64', 'outer_chain', 'code'];

const findings = (report: PlayableReport, check: CheckName) =>
  (report.checks[check].evidence ?? []).map((item) => ({
    rule: item.rule,
    warning: item.warning ?? false,
    proof: item.proof,
  }));

describe('the package checks on real builds’ patterns', () => {
  it.each(WORKING_PATTERNS.map((fixture) => [fixture.name, fixture] as const))(
    '%s fails no package check',
    async (_name, fixture) => {
      const report = await staticReport(fixture);
      expect(PACKAGE_CHECKS.filter((name) => report.checks[name].status === 'failed')).toEqual([]);
    },
  );

  it('warns, with its fix, on a viewport without width=device-width, a missing charset of an ASCII page, and no doctype', async () => {
    const viewport = await staticReport(VIEWPORT_WITHOUT_DEVICE_WIDTH);
    expect(viewport.checks.html_label).toMatchObject({ status: 'warning', message: 'html_label_warning' });
    expect(findings(viewport, 'html_label')).toEqual([{ rule: 'viewport', warning: true, proof: 'static' }]);
    expect(viewport.checks.html_label.evidence?.[0].detail).toMatch(/add it/);
    const ascii = await staticReport(ASCII_WITHOUT_CHARSET);
    expect(findings(ascii, 'html_label')).toEqual([{ rule: 'charset-form', warning: true, proof: 'static' }]);
    const quirks = await staticReport(NO_DOCTYPE_CANVAS);
    expect(findings(quirks, 'html_label')).toEqual([{ rule: 'doctype', warning: true, proof: 'static' }]);
  });

  it('warns on a PNG declared image/webp, and leaves an image only a browser can tell is broken to the live run', async () => {
    const sniffed = await staticReport(SNIFFED_IMAGE);
    expect(sniffed.checks.base64).toMatchObject({
      status: 'warning',
      evidence: [
        {
          rule: 'mislabeled-data-uri',
          detail: expect.stringMatching(/declared image\/webp but the data is png/),
        },
      ],
    });
    expect((await staticReport(BROKEN_IMAGE)).checks.base64.status).toBe('success');
  });

  it('judges a .json file the page runs by a script tag or element as the script it is', async () => {
    const jsonp = await staticReport(JSONP_DATA);
    expect(jsonp.checks.code).toEqual({ status: 'checking' });
    // The same files with a syntax error: a script the page runs fails, where it is.
    const broken: NetworkFixture = {
      ...JSONP_DATA,
      files: { ...JSONP_DATA.files, 'Jsonp_data/js/config.json': 'window.game_config = {"speed": 2;\n' },
    };
    expect((await staticReport(broken)).checks.code).toMatchObject({
      status: 'failed',
      evidence: [{ file: 'Jsonp_data/js/config.json', line: 1, rule: 'syntax', proof: 'static' }],
    });
    // Fetched, not run, the same JSONP text only warns: only the code that parses it would notice.
    const fetched: NetworkFixture = {
      ...JSONP_DATA,
      files: {
        ...JSONP_DATA.files,
        'Jsonp_data/Jsonp_data.html': JSONP_DATA.files['Jsonp_data/Jsonp_data.html']
          .toString()
          .replace('<script src="js/levels.json"></script>', ''),
      },
    };
    expect((await staticReport(fetched)).checks.code).toMatchObject({
      status: 'warning',
      evidence: [{ file: 'Jsonp_data/js/levels.json', rule: 'json', warning: true }],
    });
  });

  it('sees no outside request in an empty-src script, and names the CDN of an engine loaded from one', async () => {
    expect((await staticReport(EMPTY_SRC_SCRIPT)).checks.outer_chain).toEqual({ status: 'checking' });
    const cdn = await staticReport(CDN_ENGINE);
    expect(cdn.checks.outer_chain).toMatchObject({
      status: 'failed',
      evidence: [{ rule: 'external-markup', line: 7, detail: expect.stringContaining(CDN_ENGINE_HOST) }],
    });
  });

  it('only warns on analytics requests code sends: the live run shows whether the playable needs them', async () => {
    const analytics = await staticReport(BLOCKED_ANALYTICS);
    expect(analytics.checks.outer_chain).toMatchObject({
      status: 'warning',
      evidence: [
        {
          rule: 'external-request',
          warning: true,
          detail: expect.stringContaining('analytics.example-ads.net'),
        },
      ],
    });
  });

  it('leaves an error caught at start to the live run: nothing in the package proves it', async () => {
    expect((await staticReport(CAUGHT_BLANK)).checks.code).toEqual({ status: 'checking' });
  });
});
