// Prebuild gate: `npx tsx scripts/check-content.ts [contentDir] [publicDir]` exits 1 and lists every problem.
import { CONTENT_LOCALES } from '../lib/content/schema';
import { formatProblems, validateContent } from '../lib/content/validate';

const [root, publicDir] = process.argv.slice(2);
const { problems, counts } = validateContent({ root, publicDir });

if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`\ncontent check failed: ${problems.length} problem(s)`);
  process.exit(1);
}

console.log(
  `content check passed: ${counts.blog} posts and ${counts.cases} cases, each in ${CONTENT_LOCALES.join(', ')}`,
);
