// Sets one namespace in all four message files at once, from a JSON file shaped
// { "en": {...}, "zh-CN": {...}, "ja": {...}, "ko": {...} }:  node scripts/messages-set.mjs <Namespace> <file.json>
// Used by engineers adding a page or component, so parallel edits never clobber each other's namespaces.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const [namespace, source] = process.argv.slice(2);
if (!namespace || !source) {
  console.error('usage: node scripts/messages-set.mjs <Namespace> <file.json>');
  process.exit(2);
}
const byLocale = JSON.parse(readFileSync(source, 'utf8'));
const locales = ['en', 'zh-CN', 'ja', 'ko'];
const missing = locales.filter((locale) => !byLocale[locale]);
if (missing.length) {
  console.error(`missing locales in ${source}: ${missing.join(', ')}`);
  process.exit(1);
}
for (const locale of locales) {
  const file = `messages/${locale}.json`;
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  messages[namespace] = byLocale[locale];
  writeFileSync(`${file}.tmp`, `${JSON.stringify(messages, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
console.log(`set ${namespace} in ${locales.length} message files`);
