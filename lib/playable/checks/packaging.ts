import { PLAYABLE_NAME_PATTERN } from '../limits';
import type { PackageShape } from '../types';

// The studio's packaging rule (docs/PLAYABLE-TESTING.md, The checks): `Name.zip` > `Name/` > `Name.html`, one
// name of letters, digits and underscores. Given how an upload was packaged, the renamings that make it
// follow the rule, in the order a developer does them. Pure, so the fixes can be tested on their own.

/** A name the rule accepts, made from one it does not: other characters become "_". */
function ruleName(raw: string): string {
  const cleaned = raw.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  return cleaned === '' ? 'Playable' : cleaned;
}

/** The name to keep: the one most parts already share among those the rule accepts, else the zip's cleaned. */
export function targetName(names: readonly string[]): string {
  const valid = names.filter((name) => PLAYABLE_NAME_PATTERN.test(name));
  if (valid.length === 0) return ruleName(names[0] ?? '');
  const count = (name: string) => valid.filter((other) => other === name).length;
  return valid.reduce((best, name) => (count(name) > count(best) ? name : best), valid[0]);
}

function splitEntry(entry: string) {
  const slash = entry.lastIndexOf('/');
  const folder = slash < 0 ? '' : entry.slice(0, slash);
  const fileName = entry.slice(slash + 1);
  const dot = fileName.lastIndexOf('.');
  return { folder, fileName, page: dot > 0 ? fileName.slice(0, dot) : fileName };
}

/**
 * What to rename so that the upload follows the rule; empty when it already does. `name` is the upload's
 * name (the zip's base name, or the page's for a single HTML file) and `entry` the page in the package.
 */
export function packagingFixes(name: string, entry: string, shape: PackageShape): string[] {
  const zipName = shape === 'single-html' ? null : name;
  const { folder, fileName, page } = splitEntry(entry);
  const target = targetName(
    [zipName, folder, page].filter((part): part is string => part !== null && part !== ''),
  );
  const fixes: string[] = [];
  const wantedFile = `${target}.html`;
  if (fileName !== wantedFile) {
    fixes.push(`rename ${entry} to ${folder === '' ? '' : `${folder}/`}${wantedFile}`);
  }
  if (folder === '') fixes.push(`put ${wantedFile} in a folder named ${target}`);
  else if (folder !== target) fixes.push(`rename the folder ${folder} to ${target}`);
  if (zipName === null) fixes.push(`zip the ${target} folder as ${target}.zip`);
  else if (zipName !== target) fixes.push(`rename the zip to ${target}.zip`);
  if (fixes.length === 0) return [];
  return [`to follow ${target}.zip > ${target}/ > ${target}.html: ${fixes.join('; ')}`];
}
