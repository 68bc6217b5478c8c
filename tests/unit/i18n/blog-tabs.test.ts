import fs from 'node:fs';

// The blog's tabs were half-translated in Japanese and Korean ("Mind インサイト", "Mind 웍스"): each tab
// name is written in the language itself, matching how the blog describes its sections (Blog.metaDescription).

type Tabs = Record<string, string>;
const tabsOf = (locale: string) =>
  (JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as { Blog: { tabs: Tabs } }).Blog.tabs;

describe('blog tab names', () => {
  it.each(['zh-CN', 'ja', 'ko'])(
    '%s names every tab in its own language, without English words',
    (locale) => {
      const tabs = tabsOf(locale);
      expect(Object.keys(tabs).sort()).toEqual(Object.keys(tabsOf('en')).sort());
      for (const [tab, name] of Object.entries(tabs)) expect(name, tab).not.toMatch(/[A-Za-z]/);
    },
  );
});
