import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/seo';

// robots.txt: everything is crawlable except the JSON API and the playable previews (uploads, 24 h).
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/review/preview/'] }],
    sitemap: `${siteOrigin()}/sitemap.xml`,
  };
}
