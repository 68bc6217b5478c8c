// The query parameters each page reads: its view (search's query and tab, the blog's tab, our work's filters, the
// privacy notice's version, the tester's report) is the same in every language, so the language menus keep them. Anything else in
// the query (a tracking tag, a parameter of another page) stays behind.

/** Per public page (locale-free path), the parameters of its view. */
export const VIEW_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/search': ['q', 'tab'],
  '/blog': ['tab'],
  '/our-work': ['type', 'tag'],
  '/privacy': ['version'],
  // The playable tester's results: the report (and the tester's own choices) stay in another language.
  '/review': ['report', 'networks'],
  '/review/send-email': ['report', 'id', 'networks'],
};

/**
 * The part of a query the same page keeps in another language, as `?…` (or '' when none): the page's own
 * parameters, every value and their order kept.
 */
export function keptQuery(page: string, search: string): string {
  const kept = VIEW_PARAMS[page] ?? [];
  const params = new URLSearchParams(search);
  const result = new URLSearchParams([...params].filter(([name]) => kept.includes(name)));
  const query = result.toString();
  return query ? `?${query}` : '';
}
