// Writes the downloadable testing guides (public/guides/playable-testing-guide.<locale>.html) from the same
// messages and data as /review/doc:  npx tsx scripts/make-guide-docs.ts
// Run it after changing the ReviewDoc or PlayableRules messages, a check's rule or the networks table.
import { writeFileSync } from 'node:fs';
import {
  GUIDE_DOCUMENT_LOCALES,
  type GuideDocumentLocale,
  renderGuideDocument,
} from '../components/review/guide-document';

for (const locale of Object.keys(GUIDE_DOCUMENT_LOCALES) as GuideDocumentLocale[]) {
  const file = `public/guides/playable-testing-guide.${locale}.html`;
  writeFileSync(file, renderGuideDocument(locale));
  console.log(`wrote ${file}`);
}
