// Names the site shows. The platform's name and URL slug are one configuration value:
// change them here and the platform page, the navbar and the sitemap follow.
export const brand = {
  studio: 'PlayMind',
  agency: 'Mindworks',
  platform: { name: 'Adforge', slug: 'adforge' },
} as const;
