import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/seo';

// robots.txt: everything is crawlable except the JSON API and the sandboxed playable player.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/review/play/'] }],
    sitemap: `${siteOrigin()}/sitemap.xml`,
  };
}
