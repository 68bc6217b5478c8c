// Finds English left in text meant for a Chinese, Japanese or Korean reader: a run of three or more English
// words in a row. Names of products, APIs and commands are fine (and often have one or two words); a run of
// three English words is a sentence, or part of one, that was not translated. Code in backticks, ICU
// placeholders ({name}) and the phrases of ALLOWED are not counted.

/** Multi-word names that stay English in every language: product names, a browser's own error text, a command. */
export const ALLOWED_ENGLISH = ['Failed to fetch', 'npm run playable:check', 'Android Chrome'] as const;

const WORD = String.raw`[A-Za-z][A-Za-z0-9'’.:_-]*`;
const RUN = new RegExp(`${WORD}(?: ${WORD}){2,}`, 'g');

/** Removes what is not prose: backticked code, ICU arguments and the heads of plural/select forms. */
function prose(text: string): string {
  let result = text.replace(/`[^`]*`|<code>[^<]*<\/code>/g, ' ');
  result = result.replace(/\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/g, ' ');
  result = result.replace(/(?:=\d+|\w+)\s*\{/g, ' ');
  result = result.replace(/\{[^{}]*\}/g, ' ').replace(/[{}]/g, ' ');
  for (const phrase of ALLOWED_ENGLISH) result = result.split(phrase).join(' ');
  return result;
}

/** The runs of three or more English words in `text` (empty when there is none). */
export function englishRuns(text: string): string[] {
  return prose(text).match(RUN) ?? [];
}
