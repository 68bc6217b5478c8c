// Headings drawn by Client Components cannot run BudouX (its models stay on the server,
// lib/typography/phrases.ts), so their Japanese and Chinese messages mark the phrase boundaries themselves
// with <wbr></wbr>, rendered through t.rich(key, lineBreaks). globals.css makes those the only places such a
// heading breaks; withoutLineBreaks (lib/typography/line-breaks.ts) reads such a message as it is shown.

/** The rich-text tags a message may use to mark where its line may break. */
export const lineBreaks = { wbr: () => <wbr /> };
