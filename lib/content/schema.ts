import { z } from 'zod';

/** Locales that every content item must exist in (real BCP 47 codes; URL prefixes are the router's business). */
export const CONTENT_LOCALES = ['en', 'zh-CN', 'ja', 'ko'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** Blog tabs: Mind Insights, Mind Academy, Mind Works. */
export const BLOG_CATEGORIES = ['insights', 'academy', 'works'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Our-work filters: Interactive Ads, Creative Videos. */
export const CASE_TYPES = ['interactive', 'video'] as const;
export type CaseType = (typeof CASE_TYPES)[number];

/** Our-work tags, in the order the filter bar shows them. */
export const CASE_TAGS = [
  'casual',
  'midcore',
  'hardcore',
  'casino',
  'board-card',
  'others',
  'ecommerce',
  'brand',
  'utility',
  'ar',
  '3d-animation',
] as const;
export type CaseTag = (typeof CASE_TAGS)[number];

/**
 * The tags in facets: a case's genre (each case has one) and its techniques (any number). On /our-work the
 * chosen tags of one facet combine with OR (casual or casino), facets with AND (a casual case made in AR).
 */
export const CASE_TAG_FACETS = [
  ['casual', 'midcore', 'hardcore', 'casino', 'board-card', 'others', 'ecommerce', 'brand', 'utility'],
  ['ar', '3d-animation'],
] as const satisfies readonly (readonly CaseTag[])[];

/** Whether tags a case carries match the chosen ones: one of each facet's choices, if the facet has any. */
export function tagsMatch(carried: readonly CaseTag[], chosen: readonly CaseTag[]): boolean {
  return CASE_TAG_FACETS.every((facet: readonly CaseTag[]) => {
    const wanted = chosen.filter((tag) => facet.includes(tag));
    return wanted.length === 0 || wanted.some((tag) => carried.includes(tag));
  });
}

export const CONTENT_KINDS = ['blog', 'cases'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isContentLocale(value: string): value is ContentLocale {
  return (CONTENT_LOCALES as readonly string[]).includes(value);
}

const text = z.string().trim().min(1);

// YAML turns an unquoted 2025-03-01 into a Date; both spellings normalise to the same string.
const isoDate = z.preprocess(
  (value) =>
    value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value,
  z.iso.date(),
);

// A site-absolute path such as /images/blog/foo.svg; the validator checks that the file exists under public/.
const sitePath = z
  .string()
  .regex(/^\/(?!\/)[A-Za-z0-9._/-]+$/, 'must be a site-absolute path like /images/x.svg')
  .refine((value) => !value.split('/').includes('..'), 'must not contain ".."');

export const postFrontMatterSchema = z.strictObject({
  title: text,
  description: text.max(400),
  category: z.enum(BLOG_CATEGORIES),
  date: isoDate,
  author: text,
  cover: sitePath,
  coverAlt: text,
  tags: z.array(text).default([]),
});
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

export const caseMetricSchema = z.strictObject({
  label: text,
  value: z.union([text, z.number().transform(String)]),
});
export type CaseMetric = z.infer<typeof caseMetricSchema>;

export const caseFrontMatterSchema = z.strictObject({
  title: text,
  client: text,
  type: z.enum(CASE_TYPES),
  tags: z
    .array(z.enum(CASE_TAGS))
    .min(1)
    .refine((tags) => new Set(tags).size === tags.length, 'tags must not repeat')
    .refine(
      (tags) => tags.filter((tag) => (CASE_TAG_FACETS[0] as readonly CaseTag[]).includes(tag)).length === 1,
      'a case has exactly one genre tag (CASE_TAG_FACETS)',
    ),
  summary: text.max(400),
  cover: sitePath,
  coverAlt: text,
  date: isoDate,
  metrics: z.array(caseMetricSchema).default([]),
});
export type CaseFrontMatter = z.infer<typeof caseFrontMatterSchema>;

/** Front-matter fields that must be identical in every locale of one item. */
export const SHARED_FIELDS = {
  blog: ['category', 'date', 'cover'],
  cases: ['type', 'tags', 'date', 'cover'],
} as const satisfies Record<ContentKind, readonly string[]>;
