import { STATIC_RULES } from '@/lib/playable/checks/rules';
import { EXPLORER_GUIDE_VALUES } from '@/lib/playable/explorer';
import { AD_APIS, CONTAINER_EVENTS, LIFECYCLE_ITEMS, LIFECYCLE_TABLE } from '@/lib/playable/networks';
import { LIFECYCLE_CHECKS, type PackageShape } from '@/lib/playable/types';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import { CODE_SAMPLES, type CodeSampleName } from './code-samples';

// The downloadable testing guide (public/guides/playable-testing-guide.<locale>.html, linked from the review
// layout): the same text as /review/doc, from the same messages and the same data (the networks table in
// lib/playable/networks.ts, the rules beside each check), as one self-contained page that needs no script.
// `npx tsx scripts/make-guide-docs.ts` writes the files; a unit test fails when a committed file differs.

export const GUIDE_DOCUMENT_LOCALES = { en, 'zh-CN': zhCN } as const;
export type GuideDocumentLocale = keyof typeof GUIDE_DOCUMENT_LOCALES;

const SHAPES: readonly PackageShape[] = ['studio', 'root-html', 'index-html', 'single-html'];
const LIFECYCLE_NAMES = ['gameReady', 'gameEnd', 'install', 'gameRetry', 'gameStart', 'gameClose'] as const;

const STYLE = `body{font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#101322}
h1,h2,h3{line-height:1.25}code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;background:#f1f3f9;border-radius:4px}
pre{padding:.75rem;overflow:auto}code{padding:0 .25rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #d6dae6;padding:.4rem;text-align:left;vertical-align:top}
.fail{color:#991b1b}.warn{color:#9a3412}.pass{color:#065f46}`;

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const p = (text: string) => `<p>${escape(text)}</p>`;
const list = (items: readonly string[]) =>
  `<ul>\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n</ul>`;
const code = (text: string) => `<code>${escape(text)}</code>`;

function sample(doc: (typeof en)['ReviewDoc'], name: CodeSampleName): string {
  return `<h3>${escape(doc.samples[name])}</h3>\n<pre><code>${escape(CODE_SAMPLES[name])}</code></pre>`;
}

function networksTable(doc: (typeof en)['ReviewDoc']): string {
  const networks = doc.networks;
  const titles = doc.checks.items as Record<string, { title: string }>;
  const names = networks.names as Record<string, string>;
  const head = [
    networks.api,
    ...LIFECYCLE_ITEMS.map((item) => `${titles[item].title} (${item})`),
    networks.scripts,
  ];
  const rows = LIFECYCLE_TABLE.map((row, index) => {
    const api = AD_APIS[index];
    const cells = LIFECYCLE_ITEMS.map((item) =>
      row.items[item].length > 0 ? row.items[item].map(code).join('<br>') : escape(networks.notApplicable),
    );
    const scripts = api.scripts.length > 0 ? api.scripts.map(code).join('<br>') : escape(networks.none);
    const label = `<strong>${escape(row.label)}</strong> ${code(row.api)}<br>${escape(names[row.api] ?? api.networks)}`;
    return `<tr><th scope="row">${label}</th>${cells.map((cell) => `<td>${cell}</td>`).join('')}<td>${scripts}</td></tr>`;
  });
  return `<table>\n<caption>${escape(networks.caption)}</caption>\n<tr>${head.map((cell) => `<th scope="col">${escape(cell)}</th>`).join('')}</tr>\n${rows.join('\n')}\n</table>`;
}

function containerTimeline(doc: (typeof en)['ReviewDoc']): string {
  const timing = doc.networks.timing;
  const steps = CONTAINER_EVENTS.map(
    (step) =>
      `${code(step.event)}: ${escape(timing[step.after].replace('{delay}', String(step.delayMs)))}, ${code(step.effect)}`,
  );
  return `<ol>\n${steps.map((step) => `<li>${step}</li>`).join('\n')}\n</ol>`;
}

function checksSection(messages: typeof en): string {
  const doc = messages.ReviewDoc;
  const rules = messages.PlayableRules as Record<string, { summary: string; items: Record<string, string> }>;
  const items = doc.checks.items as Record<string, { title: string; pass?: string }>;
  const verdicts = doc.checks.verdicts;
  const proof = messages.Review.proof;
  const staticParts = STATIC_RULES.map((rule) => {
    const groups = (['fail', 'warn', 'pass'] as const)
      .map((verdict) => {
        const texts = rule.items
          .filter((item) => item.verdict === verdict)
          .map(
            (item) =>
              escape(rules[rule.check].items[item.id]) +
              (item.proof ? ` <small>(${escape(proof[item.proof])})</small>` : ''),
          );
        return texts.length === 0
          ? ''
          : `<p class="${verdict}"><strong>${escape(verdicts[verdict])}</strong></p>\n${list(texts)}`;
      })
      .filter((group) => group !== '');
    return `<h3>${escape(items[rule.check].title)} ${code(rule.check)}</h3>\n${p(rules[rule.check].summary)}\n${groups.join('\n')}`;
  });
  const lifecycle = LIFECYCLE_CHECKS.map(
    (check) => `<h3>${escape(items[check].title)} ${code(check)}</h3>\n${p(items[check].pass ?? '')}`,
  );
  return [
    `<h2>${escape(doc.checks.heading)}</h2>`,
    p(doc.checks.intro),
    ...staticParts,
    ...lifecycle,
    p(doc.checks.statuses),
    p(doc.checks.approval),
    proofSection(messages),
  ].join('\n');
}

/** How the command line's live run plays a build (components/review/guide-explorer.tsx on the page). */
function explorerSection(messages: typeof en): string {
  const doc = messages.ReviewExplorer;
  const values: Record<string, number> = EXPLORER_GUIDE_VALUES;
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
  return [
    `<h2>${escape(doc.heading)}</h2>`,
    p(doc.intro),
    `<ol>\n${Object.values(doc.steps)
      .map((step) => `<li>${escape(fill(step))}</li>`)
      .join('\n')}\n</ol>`,
    p(fill(doc.stop)),
    p(doc.seed),
  ].join('\n');
}

/** What fails a check: the package's files or the live run, and the rules the live run proves. */
function proofSection(messages: typeof en): string {
  const doc = messages.ReviewDoc;
  const rules = messages.PlayableRules as Record<string, { items: Record<string, string> }>;
  const live = STATIC_RULES.flatMap((rule) =>
    rule.items
      .filter((item) => item.proof === 'live')
      .map(
        (item) =>
          `${code(rule.check)} · ${escape(doc.checks.verdicts[item.verdict])}: ${escape(rules[rule.check].items[item.id])}`,
      ),
  );
  return [
    `<h2>${escape(doc.proof.heading)}</h2>`,
    p(doc.proof.intro),
    p(doc.proof.settled),
    p(doc.proof.liveItems),
    list(live),
    p(doc.proof.notes),
  ].join('\n');
}

/** The whole guide document of a locale, as the file under public/guides holds it. */
export function renderGuideDocument(locale: GuideDocumentLocale): string {
  const messages = GUIDE_DOCUMENT_LOCALES[locale] as typeof en;
  const doc = messages.ReviewDoc;
  const lifecycle = doc.lifecycle as Record<string, string>;
  const body = [
    `<h1>${escape(doc.title)}</h1>`,
    p(doc.intro),
    `<h2>${escape(doc.packaging.heading)}</h2>`,
    p(doc.packaging.names),
    sample(doc, 'structure'),
    p(doc.packaging.shapesIntro),
    list(SHAPES.map((shape) => escape(doc.packaging.shapes[shape]))),
    sample(doc, 'shapes'),
    p(doc.packaging.entry),
    p(doc.packaging.studioRule),
    p(doc.packaging.html),
    sample(doc, 'html'),
    list([doc.packaging.size, doc.packaging.offline, doc.packaging.types].map(escape)),
    sample(doc, 'zip'),
    `<h2>${escape(doc.networks.heading)}</h2>`,
    p(doc.networks.intro),
    networksTable(doc),
    p(doc.networks.notes.notApplicable),
    p(doc.networks.notes.mraid),
    containerTimeline(doc),
    p(doc.networks.notes.scripts),
    p(doc.networks.notes.multi),
    p(doc.networks.notes.live),
    sample(doc, 'networkCta'),
    `<h2>${escape(lifecycle.heading)}</h2>`,
    p(lifecycle.intro),
    list(LIFECYCLE_NAMES.map((name) => `${code(`${name}()`)}: ${escape(lifecycle[name])}`)),
    sample(doc, 'lifecycle'),
    p(lifecycle.gesture),
    sample(doc, 'cta'),
    p(lifecycle.steps),
    explorerSection(messages),
    checksSection(messages),
  ];
  const lang = locale === 'en' ? 'en' : 'zh-CN';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.title)}</title>
<style>
${STYLE}
</style>
</head>
<body>
${body.join('\n')}
</body>
</html>
`;
}
