// Prebuild gate: `npx tsx scripts/check-content.ts [contentDir] [publicDir] [legalDir]` exits 1 and lists every
// problem. The legal documents are checked in legalDir (default content/legal) by lib/legal/validate.ts.
import { CONTENT_LOCALES } from '../lib/content/schema';
import { formatProblems, validateContent } from '../lib/content/validate';
import { validateLegal } from '../lib/legal/validate';

const [root, publicDir, legalDir] = process.argv.slice(2);
const { problems: contentProblems, counts } = validateContent({ root, publicDir });
const legal = validateLegal({ root: legalDir });
const problems = [...contentProblems, ...legal.problems];

if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`\ncontent check failed: ${problems.length} problem(s)`);
  process.exit(1);
}

console.log(
  `content check passed: ${counts.blog} posts and ${counts.cases} cases, each in ${CONTENT_LOCALES.join(', ')}; ${legal.files} legal documents`,
);
