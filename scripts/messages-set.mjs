// Sets one namespace in all four message files at once, from a JSON file shaped
// { "en": {...}, "zh-CN": {...}, "ja": {...}, "ko": {...} }:  node scripts/messages-set.mjs <Namespace> <file.json>
// Used by engineers adding a page or component, so parallel edits never clobber each other's namespaces.
import { mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';

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
// Two engineers running this at once must not lose each other's namespace: take a directory lock.
const lock = 'messages/.lock';
for (let tries = 0; ; tries++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 200) {
      console.error(`${lock} is held; remove it if no messages-set is running`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  for (const locale of locales) {
    const file = `messages/${locale}.json`;
    const messages = JSON.parse(readFileSync(file, 'utf8'));
    messages[namespace] = byLocale[locale];
    writeFileSync(`${file}.tmp`, `${JSON.stringify(messages, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  }
} finally {
  rmdirSync(lock);
}
console.log(`set ${namespace} in ${locales.length} message files`);
