import { Image } from '@/components/ui/image';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { PostCard } from '@/components/blog/post-card';
import { getPosts } from '@/lib/content/load';
import { CardGrid } from './card-grid';
import { ExpandableLists } from './expandable-list';
import { Section } from './section';
import { Tabs } from './tabs';
import { Phrases } from './phrases';

// The sections of the home page: features, ad formats, AI tools, client cases, latest articles.

export function FeatureList() {
  const t = useTranslations('Home.features');
  const keys = ['studio', 'data', 'speed', 'global'] as const;
  return (
    <Section id="features" title={t('title')} intro={t('intro')}>
      <CardGrid
        columns={4}
        cards={keys.map((key) => ({
          key,
          badge: t(`${key}.figure`),
          title: t(`${key}.title`),
          text: t(`${key}.text`),
        }))}
      />
    </Section>
  );
}

const formats = [
  { key: 'playable', href: '/product/playable-ads' },
  { key: 'video', href: '/product/video-ads' },
  { key: 'automation', href: '/product/ad-automation' },
] as const;

export function AdFormats() {
  const t = useTranslations('Home.formats');
  return (
    <Section id="formats" title={t('title')} intro={t('intro')} tone="tinted">
      <CardGrid
        cards={formats.map(({ key, href }) => ({
          key,
          title: t(`${key}.title`),
          text: t(`${key}.text`),
          footer: (
            <Link href={href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {t(`${key}.link`)}
            </Link>
          ),
        }))}
      />
    </Section>
  );
}

function ToolPanel({ tool }: { tool: 'playable' | 'video' }) {
  const t = useTranslations(`Home.tools.${tool}`);
  const points = ['one', 'two', 'three'] as const;
  return (
    <div className="grid items-center gap-10 md:grid-cols-2">
      <div>
        <h3 className="text-2xl font-semibold text-ink">
          <Phrases text={t('title')} />
        </h3>
        <p className="mt-4 text-ink-muted">{t('text')}</p>
        <ul className="mt-6 space-y-3">
          {points.map((point) => (
            <li key={point} className="flex gap-3">
              <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-600" />
              <span>{t(`points.${point}`)}</span>
            </li>
          ))}
        </ul>
      </div>
      <Image
        src={`/images/marketing/${tool}-editor.svg`}
        alt={t('alt')}
        width={960}
        height={640}
        className="h-auto w-full rounded-2xl border border-slate-200"
      />
    </div>
  );
}

export function ToolTabs() {
  const t = useTranslations('Home.tools');
  return (
    <Section id="tools" title={t('title')} intro={t('intro')}>
      <Tabs
        label={t('label')}
        tabs={[
          { id: 'playable', label: t('playable.tab'), content: <ToolPanel tool="playable" /> },
          { id: 'video', label: t('video.tab'), content: <ToolPanel tool="video" /> },
        ]}
      />
    </Section>
  );
}

/** Testimonials, each tied to a case study in content/cases. */
const caseGroups = {
  games: ['mellowberry', 'kestrel', 'tidewater', 'jadewind'],
  brands: ['tundrafox', 'marketloom', 'wayword', 'corvane'],
} as const;

const caseSlugs: Record<(typeof caseGroups)[keyof typeof caseGroups][number], string> = {
  mellowberry: 'berry-cascade-match3-playable',
  kestrel: 'iron-vanguard-squad-playable',
  tidewater: 'lucky-lagoon-slots-playable',
  jadewind: 'teahouse-mahjong-playable',
  tundrafox: 'tundrafox-ar-jacket-tryon',
  marketloom: 'marketloom-flash-sale-videos',
  wayword: 'wayword-localized-videos',
  corvane: 'corvane-ev-3d-test-drive',
};

type Client = (typeof caseGroups)[keyof typeof caseGroups][number];

/** A client's result and quote, with the link to its case (beside the <figure>, which may hold no link). */
function Testimonial({ client }: { client: Client }) {
  const t = useTranslations('Home.cases');
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6">
      <figure>
        <p className="text-2xl font-bold text-brand-600">{t(`items.${client}.result`)}</p>
        <blockquote className="mt-3 text-ink">
          <p>{t('quote', { quote: t(`items.${client}.quote`) })}</p>
        </blockquote>
        <figcaption className="mt-4 text-sm text-ink-muted">{t(`items.${client}.person`)}</figcaption>
      </figure>
      <Link
        href={`/our-work/${caseSlugs[client]}`}
        className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t('readCase', { client: t(`items.${client}.client`) })}
      </Link>
    </article>
  );
}

export function ClientCases() {
  const t = useTranslations('Home.cases');
  const m = useTranslations('Marketing');
  return (
    <Section id="cases" title={t('title')} intro={t('intro')} tone="tinted">
      <ExpandableLists
        className="grid gap-12 lg:grid-cols-2"
        listClassName="mt-6 space-y-4"
        initial={2}
        showMore={m('showMore')}
        showLess={m('showLess')}
        groups={(Object.keys(caseGroups) as (keyof typeof caseGroups)[]).map((group) => ({
          key: group,
          label: t(`groups.${group}`),
          heading: (
            <h3 className="text-xl font-semibold text-ink">
              <Phrases text={t(`groups.${group}`)} />
            </h3>
          ),
          items: caseGroups[group].map((client) => ({
            key: client,
            node: <Testimonial client={client} />,
          })),
        }))}
      />
      <Link
        href="/our-work"
        className="mt-10 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t('all')}
      </Link>
    </Section>
  );
}

export function LatestArticles() {
  const t = useTranslations('Home.articles');
  const locale = useLocale();
  const posts = getPosts(locale).slice(0, 3);
  return (
    <Section id="articles" title={t('title')} intro={t('intro')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <Link
        href="/blog"
        className="mt-10 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t('all')}
      </Link>
    </Section>
  );
}
