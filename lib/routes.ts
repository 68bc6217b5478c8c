import { brand } from './brand';

// Every page route (docs/PRODUCT.md, Pages and routes), locale-free. The sitemap, the legacy /nl/ redirects
// and the "every route × every locale" tests read this list.
export const pageRoutes = [
  '/',
  '/product/playable-ads',
  '/product/video-ads',
  '/product/ad-automation',
  '/mindworks',
  `/${brand.platform.slug}`,
  '/services',
  '/our-work',
  '/blog',
  '/news',
  '/search',
  '/contact',
  '/register',
  '/privacy',
  '/cookie-policy',
  '/copyright',
  '/review',
  '/review/doc',
  '/review/error',
  '/review/send-email',
] as const;

export type PageRoute = (typeof pageRoutes)[number];
