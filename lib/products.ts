// The three product pages: URL slug → message key and illustration.
export const products = {
  'playable-ads': { key: 'playableAds', image: '/images/marketing/product-playable-ads.svg' },
  'video-ads': { key: 'videoAds', image: '/images/marketing/product-video-ads.svg' },
  'ad-automation': { key: 'adAutomation', image: '/images/marketing/product-ad-automation.svg' },
} as const;

export type ProductSlug = keyof typeof products;

export const productSlugs = Object.keys(products) as ProductSlug[];

export function isProductSlug(value: string): value is ProductSlug {
  return Object.hasOwn(products, value);
}
