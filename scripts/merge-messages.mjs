// Git merge driver for messages/*.json: engineers add namespaces in parallel, and a textual merge of two
// JSON objects that both grew at the end always conflicts. This merges key by key instead:
// a key changed on one side only takes that side; changed identically on both, either; changed differently
// on both, the merge fails for that key (exit 1) and git reports the conflict.
//   .gitattributes: messages/*.json merge=messages
//   git config merge.messages.driver "node scripts/merge-messages.mjs %O %A %B"
import { readFileSync, writeFileSync } from 'node:fs';

const [basePath, oursPath, theirsPath] = process.argv.slice(2);
const read = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
};
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const conflicts = [];

function merge(base, ours, theirs, path) {
  if (same(ours, theirs)) return ours;
  if (same(base, ours)) return theirs;
  if (same(base, theirs)) return ours;
  if (isObject(ours) && isObject(theirs)) {
    const b = isObject(base) ? base : {};
    const result = {};
    for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
      const value = merge(b[key], ours[key], theirs[key], [...path, key]);
      if (value !== undefined) result[key] = value;
    }
    return result;
  }
  conflicts.push(path.join('.'));
  return ours;
}

const merged = merge(read(basePath), read(oursPath), read(theirsPath), []);
writeFileSync(oursPath, `${JSON.stringify(merged, null, 2)}\n`);
if (conflicts.length) {
  console.error(`messages changed differently on both sides: ${conflicts.join(', ')}`);
  process.exit(1);
}
