import type { ApiId } from '../networks';
import {
  audioRule,
  completeApartRule,
  configJsonRule,
  ctaApiRule,
  ctaLiveRule,
  customCloseRule,
  eitherSizeRule,
  externalRule,
  fileCountRule,
  fileTypesRule,
  firstTapRule,
  googleMetaRule,
  hostFunctionsRule,
  htmlSizeRule,
  inlineRule,
  lifecycleCallRule,
  mraidWaitRule,
  networkScriptRule,
  noXhrRule,
  packageRule,
  type RuleKind,
  reloadRule,
  studioFileRule,
  utf8Rule,
  viewportUnitsRule,
  zipSizeRule,
} from './rule-kinds';
import type { ColumnId } from './types';

// THE compliance rules: per column of the matrix, the studio's own packaging and lifecycle contract and each
// network's published rules (read from each network's documentation in November 2026; each source below
// with its address and the date read). The matrix (matrix.ts), the guide's network sections (/review/doc#network-<id>) and the
// CLI all read this list. When a network changes its page, change its column here, with the source's date.
// The API side (which calls are whose) is lib/playable/networks.ts; this file only says which API a network
// expects. Sizes are bytes in the unit the source states: 5 MB = 5,000,000 bytes.

export interface RuleSource {
  label: string;
  /** The page the rule was read on (null for the studio's own rules). */
  url: string | null;
  /** When it was read: year-month, or the day (YYYY-MM-DD) for sources read on a known day. */
  read: string;
}

export interface ComplianceRule extends RuleKind {
  /** Stable within its column: what a miss's `rule` names. */
  id: string;
  /** `warn`: the sources disagree or state it loosely: every finding is a warning, never a miss. */
  severity: 'miss' | 'warn';
  source: RuleSource;
  /**
   * The problem it judges: its own id, or the rule whose live side it is (`cta-live` settles `cta`'s CTA
   * in the live run). The matrix lists and counts a problem once (matrix.ts).
   */
  problem: string;
}

export interface NetworkColumn {
  id: ColumnId;
  label: string;
  /** The ad API whose CTA this network expects (networks.ts), first the preferred one. */
  apis: readonly ApiId[];
  /** What the size report compares totals with. */
  budgets: { html?: number; zip?: number };
  rules: readonly ComplianceRule[];
}

const READ = '2026-11';

const SOURCES = {
  studio: {
    label: "The studio's packaging rule and the lifecycle contract (docs/PLAYABLE-TESTING.md)",
    url: null,
    read: READ,
  },
  luna: {
    label: 'Luna Playworks: ad networks overview',
    url: 'https://docs.lunalabs.io/docs/playable/ad-networks/overview',
    read: READ,
  },
  axon: { label: 'AppLovin / Axon creative best practices', url: 'https://support.axon.ai/', read: READ },
  googleSpecs: {
    label: 'Google Ads help 7584219 (HTML5 ads)',
    url: 'https://support.google.com/google-ads/answer/7584219',
    read: READ,
  },
  googlePlayable: {
    label: 'Google Ads help 12771973 (playable ads)',
    url: 'https://support.google.com/google-ads/answer/12771973',
    read: READ,
  },
  unity: { label: 'Unity Ads playable specifications', url: 'https://docs.unity.com/', read: READ },
  ironsource: {
    label: 'ironSource interactive and MRAID requirements',
    url: 'https://developers.is.com/',
    read: READ,
  },
  vungle: { label: 'Vungle (Liftoff) creative specs', url: 'https://support.vungle.com/', read: READ },
  tiktok: { label: 'TikTok / Pangle playable ads help', url: 'https://ads.tiktok.com/help/', read: READ },
  moloco: {
    label: 'Moloco help center 24124525963799',
    url: 'https://help.moloco.com/hc/en-us/articles/24124525963799',
    read: READ,
  },
  playcanvas: {
    label: 'PlayCanvas playable ads manual (third-party)',
    url: 'https://developer.playcanvas.com/user-manual/playable-ads/',
    read: READ,
  },
  chartboost: {
    label: 'Chartboost: MRAID playable',
    url: 'https://docs.chartboost.com/en/advertising/creatives/mraid-playable/',
    read: '2026-11-27',
  },
  snapchat: {
    label: 'PlayCanvas manual: Snapchat playable ads (third-party)',
    url: 'https://developer.playcanvas.com/user-manual/publishing/playable-ads/snapchat-playable-ads/',
    read: '2026-11-27',
  },
} satisfies Record<string, RuleSource>;

type Entry = [id: string, kind: RuleKind, source: RuleSource, severity?: 'miss' | 'warn'];

/** Live rules that settle the same problem as a static one of their column: the CTA, read and then seen. */
const LIVE_SIDE_OF: Record<string, string> = { 'cta-live': 'cta' };

function rules(entries: Entry[]): ComplianceRule[] {
  return entries.map(([id, kind, source, severity = 'miss']) => ({
    ...kind,
    id,
    source,
    severity,
    problem: LIVE_SIDE_OF[id] ?? id,
  }));
}

const MB5 = { limit: 5_000_000, strict: false };
const UNDER_MB5 = { limit: 5_000_000, strict: true };
const GOOGLE_TYPES = ['html', 'htm', 'css', 'js', 'gif', 'png', 'jpg', 'jpeg', 'svg'];

const mintegralLifecycle = (network: string, source: RuleSource): Entry[] => [
  ['cta', ctaApiRule(network, ['mintegral']), source],
  ['cta-live', ctaLiveRule(network, ['mintegral']), source],
  ['game-ready', lifecycleCallRule('mintegral', 'gameReady', 'loaded'), source],
  ['game-end', lifecycleCallRule('mintegral', 'gameEnd', 'over'), source],
  ['host-functions', hostFunctionsRule(), source],
];

export const COLUMNS: readonly NetworkColumn[] = [
  {
    id: 'studio',
    label: 'Studio',
    apis: ['mintegral'],
    budgets: { zip: 5_000_000 },
    rules: rules([
      ['package', studioFileRule(), SOURCES.studio],
      ['size', zipSizeRule(MB5), SOURCES.studio],
      ['requests', externalRule([]), SOURCES.studio],
      ...mintegralLifecycle('The studio', SOURCES.studio),
    ]),
  },
  {
    id: 'mintegral',
    label: 'Mintegral',
    apis: ['mintegral'],
    budgets: { zip: 5_000_000 },
    rules: rules([
      ['package', packageRule('studio-or-html'), SOURCES.luna],
      ['size', zipSizeRule(MB5), SOURCES.luna],
      ['requests', externalRule([]), SOURCES.luna],
      ['network-scripts', networkScriptRule([]), SOURCES.luna],
      ...mintegralLifecycle('Mintegral', SOURCES.luna),
    ]),
  },
  {
    id: 'applovin',
    label: 'AppLovin',
    apis: ['mraid'],
    budgets: { html: 5_000_000 },
    rules: rules([
      ['package', packageRule('single-html'), SOURCES.axon],
      ['size', htmlSizeRule(MB5), SOURCES.axon],
      ['inline', inlineRule(), SOURCES.axon],
      ['requests', externalRule(['mraid']), SOURCES.axon],
      ['network-scripts', networkScriptRule(['mraid']), SOURCES.axon],
      ['cta', ctaApiRule('AppLovin', ['mraid']), SOURCES.axon],
      ['cta-live', ctaLiveRule('AppLovin', ['mraid']), SOURCES.axon],
      ['wait-ready', mraidWaitRule('ready'), SOURCES.axon],
      ['first-tap', firstTapRule(), SOURCES.axon],
      ['audio', audioRule(), SOURCES.axon],
    ]),
  },
  {
    id: 'meta',
    label: 'Meta',
    apis: ['facebook'],
    budgets: { html: 2_000_000, zip: 5_000_000 },
    rules: rules([
      ['package', packageRule('html-or-zip'), SOURCES.luna],
      ['size', eitherSizeRule({ limit: 2_000_000, strict: false }, MB5, 100), SOURCES.luna],
      ['file-count', fileCountRule(100), SOURCES.luna],
      ['requests', externalRule([]), SOURCES.playcanvas],
      // Only third-party tooling states "no mraid.js": loosely sourced, so it warns.
      ['network-scripts', networkScriptRule([]), SOURCES.playcanvas, 'warn'],
      ['cta', ctaApiRule('Meta', ['facebook']), SOURCES.luna],
      ['cta-live', ctaLiveRule('Meta', ['facebook']), SOURCES.luna],
    ]),
  },
  {
    id: 'google',
    label: 'Google Ads',
    apis: ['exitapi'],
    budgets: { zip: 5_000_000 },
    rules: rules([
      ['package', packageRule('zip'), SOURCES.googleSpecs],
      ['size', zipSizeRule(MB5), SOURCES.googleSpecs],
      ['file-count', fileCountRule(512), SOURCES.googleSpecs],
      ['file-types', fileTypesRule(GOOGLE_TYPES), SOURCES.googleSpecs],
      ['utf8', utf8Rule(), SOURCES.googleSpecs],
      ['requests', externalRule(['exitapi']), SOURCES.googleSpecs],
      [
        'exitapi-script',
        networkScriptRule(['exitapi'], { api: 'exitapi', place: 'head' }),
        SOURCES.playcanvas,
      ],
      ['cta', ctaApiRule('Google Ads', ['exitapi']), SOURCES.googlePlayable],
      ['cta-live', ctaLiveRule('Google Ads', ['exitapi']), SOURCES.googlePlayable],
      ['meta-tags', googleMetaRule(), SOURCES.googlePlayable],
      ['audio', audioRule(), SOURCES.googlePlayable],
    ]),
  },
  {
    id: 'unity',
    label: 'Unity Ads',
    apis: ['mraid'],
    budgets: { html: 5_000_000 },
    rules: rules([
      ['package', packageRule('single-html'), SOURCES.unity],
      ['size', htmlSizeRule(UNDER_MB5), SOURCES.unity],
      ['inline', inlineRule(), SOURCES.unity],
      ['requests', externalRule(['mraid']), SOURCES.unity],
      ['xhr', noXhrRule(), SOURCES.unity],
      ['network-scripts', networkScriptRule(['mraid']), SOURCES.unity],
      ['cta', ctaApiRule('Unity Ads', ['mraid']), SOURCES.unity],
      ['cta-live', ctaLiveRule('Unity Ads', ['mraid']), SOURCES.unity],
      ['wait-ready', mraidWaitRule('ready'), SOURCES.unity],
      ['viewable', mraidWaitRule('viewableChange', true), SOURCES.unity],
      ['audio', audioRule(), SOURCES.unity],
    ]),
  },
  {
    id: 'ironsource',
    label: 'ironSource',
    apis: ['mraid', 'dapi'],
    budgets: { html: 5_000_000 },
    rules: rules([
      ['package', packageRule('single-html'), SOURCES.ironsource],
      ['size', htmlSizeRule(MB5), SOURCES.ironsource],
      ['inline', inlineRule({ external: true }), SOURCES.ironsource],
      ['requests', externalRule(['mraid', 'dapi'], 'https-only'), SOURCES.ironsource],
      ['network-scripts', networkScriptRule(['mraid', 'dapi']), SOURCES.ironsource],
      ['cta', ctaApiRule('ironSource', ['mraid', 'dapi'], ['dapi']), SOURCES.ironsource],
      ['cta-live', ctaLiveRule('ironSource', ['mraid', 'dapi']), SOURCES.ironsource],
      ['custom-close', customCloseRule(), SOURCES.ironsource, 'warn'],
    ]),
  },
  {
    id: 'vungle',
    label: 'Vungle / Liftoff',
    apis: ['vungle'],
    budgets: { zip: 5_000_000 },
    rules: rules([
      ['package', packageRule('flat-zip'), SOURCES.vungle],
      ['size', zipSizeRule(MB5), SOURCES.vungle],
      ['requests', externalRule([]), SOURCES.vungle],
      ['network-scripts', networkScriptRule([]), SOURCES.vungle],
      ['cta', ctaApiRule('Vungle / Liftoff', ['vungle']), SOURCES.vungle],
      ['cta-live', ctaLiveRule('Vungle / Liftoff', ['vungle']), SOURCES.vungle],
      ['complete-apart', completeApartRule(), SOURCES.vungle],
      ['reload', reloadRule(), SOURCES.vungle],
      ['viewport-units', viewportUnitsRule(), SOURCES.vungle],
    ]),
  },
  {
    id: 'tiktok',
    label: 'TikTok / Pangle',
    apis: ['tiktok'],
    budgets: { zip: 5_000_000 },
    rules: rules([
      ['package', packageRule('index-zip'), SOURCES.tiktok],
      ['config-json', configJsonRule(), SOURCES.tiktok],
      ['size', zipSizeRule(UNDER_MB5), SOURCES.tiktok],
      ['requests', externalRule(['tiktok']), SOURCES.tiktok],
      ['sdk-script', networkScriptRule(['tiktok'], { api: 'tiktok', place: 'end' }), SOURCES.tiktok],
      ['cta', ctaApiRule('TikTok / Pangle', ['tiktok']), SOURCES.tiktok],
      ['cta-live', ctaLiveRule('TikTok / Pangle', ['tiktok']), SOURCES.tiktok],
    ]),
  },
  {
    id: 'moloco',
    label: 'Moloco',
    apis: ['facebook'],
    budgets: { html: 5_000_000 },
    rules: rules([
      ['package', packageRule('single-html'), SOURCES.moloco],
      ['size', htmlSizeRule(UNDER_MB5), SOURCES.moloco],
      ['inline', inlineRule(), SOURCES.moloco],
      ['requests', externalRule([]), SOURCES.moloco],
      ['xhr', noXhrRule(), SOURCES.moloco],
      ['network-scripts', networkScriptRule([]), SOURCES.moloco],
      ['cta', ctaApiRule('Moloco', ['facebook']), SOURCES.moloco],
      ['cta-live', ctaLiveRule('Moloco', ['facebook']), SOURCES.moloco],
    ]),
  },
  {
    id: 'chartboost',
    label: 'Chartboost',
    apis: ['mraid'],
    // Chartboost's page states 3 MB for the one bundled HTML file (MRAID 2.0; mraid.open on the CTA).
    budgets: { html: 3_000_000 },
    rules: rules([
      ['package', packageRule('single-html'), SOURCES.chartboost],
      ['size', htmlSizeRule({ limit: 3_000_000, strict: false }), SOURCES.chartboost],
      ['inline', inlineRule(), SOURCES.chartboost],
      ['requests', externalRule(['mraid']), SOURCES.chartboost],
      ['network-scripts', networkScriptRule(['mraid']), SOURCES.chartboost],
      ['cta', ctaApiRule('Chartboost', ['mraid']), SOURCES.chartboost],
      ['cta-live', ctaLiveRule('Chartboost', ['mraid']), SOURCES.chartboost],
      ['wait-ready', mraidWaitRule('ready'), SOURCES.chartboost],
    ]),
  },
  {
    id: 'snapchat',
    label: 'Snapchat',
    apis: ['snapchat'],
    budgets: { html: 5_000_000, zip: 5_000_000 },
    rules: rules([
      ['package', packageRule('html-or-index-zip'), SOURCES.snapchat],
      // A "soft limit of 5MB (uncompressed)": stated loosely, so it warns.
      ['size', eitherSizeRule(MB5, MB5), SOURCES.snapchat, 'warn'],
      ['requests', externalRule([]), SOURCES.snapchat],
      // Snapchat's webview is MRAID 2.0: its mraid.js may stay; no other network's script.
      ['network-scripts', networkScriptRule(['mraid']), SOURCES.snapchat],
      ['cta', ctaApiRule('Snapchat', ['snapchat']), SOURCES.snapchat],
      ['cta-live', ctaLiveRule('Snapchat', ['snapchat']), SOURCES.snapchat],
    ]),
  },
];

export function column(id: ColumnId): NetworkColumn {
  return COLUMNS.find((candidate) => candidate.id === id)!;
}
