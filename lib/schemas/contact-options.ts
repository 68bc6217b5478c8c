// The choices and limits of the contact form (docs/PRODUCT.md, Choices), without zod: the form renders them
// while its page starts and loads the schema (lib/schemas/contact.ts) only when it first validates.

export const COMPANY_TYPES = ['games', 'non_game_apps', 'brands', 'ecommerce', 'others'] as const;

/**
 * Messenger types, in the order the forms list them; the Korean forms offer kakao and the Japanese ones line
 * where the others offer qq (lib/forms/options.ts). `line` is this site's own addition.
 */
export const IM_TYPES = ['wechat', 'qq', 'kakao', 'line', 'skype', 'telegram', 'slack', 'other'] as const;

export const INTERESTS = [
  'interactive_ads_service',
  'creative_videos_service',
  'playable_maker',
  'video_editor',
] as const;

export const HEAR_ABOUT = [
  'cas',
  'xmp',
  'word_of_mouth',
  'conference_event',
  'search',
  'advertisement',
  'social_media',
  'news_article',
  'other',
] as const;

export const PRODUCT_TYPES = [
  'casual',
  'hyperCasual',
  'midcoreHardcore',
  'casino',
  'playToEarn',
  'entertainment',
  'socialApp',
  'utility',
  'education',
  'finance',
  'travel',
  'ecommerce',
  'others',
] as const;

export const CONTACT_MESSAGE_MAX = 2000;

/** The cross-border transfer consent is shown, and then required, for the Chinese form and for CN visitors. */
export function crossBorderConsentRequired(input: { locale?: unknown; country?: unknown }): boolean {
  return input.locale === 'zh-CN' || input.country === 'CN';
}
