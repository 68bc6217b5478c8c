// The demos featured outside their case pages: the home hero and the playable-ads product page.
export const FEATURED_DEMOS = {
  home: 'berry-cascade-match3-playable',
  playableAds: 'lucky-lagoon-slots-playable',
} as const;
