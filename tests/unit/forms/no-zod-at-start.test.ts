import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// zod is most of the JavaScript of a page with a form, and nothing needs it before the visitor fills the
// form in: the forms load their schema with import() on first use (lib/forms/lazy-resolver.ts). This walks
// the static imports of the four form components through the project's own modules and fails if any of
// them imports zod at runtime. `import type` and `export type` are erased; dynamic import() is the point.
// An `import { type A, type B }` is counted as a runtime import: write `import type` instead.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const FORMS = [
  'components/contact/contact-form.tsx',
  'components/register/register-form.tsx',
  'components/review/send-email-form.tsx',
  'components/newsletter/subscribe-form.tsx',
];

const STATIC_IMPORT =
  /^[ \t]*(import|export)[ \t]+(type[ \t]+)?(?:[^;'"]*?[ \t\n}*]from[ \t]*)?['"]([^'"\n]+)['"]/gm;
const ZOD = /^zod(\/|$)/;

interface Found {
  /** Project modules reached, relative to the repository. */
  modules: string[];
  /** `module → specifier` for every runtime import of zod. */
  zodImports: string[];
}

function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) {
    if (match[2]) continue; // import type / export type
    specifiers.push(match[3]);
  }
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = resolve(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(ts|tsx|js|mjs)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  if (/\.(json|css|svg)$/.test(base)) return null;
  throw new Error(`cannot resolve ${specifier} from ${relative(ROOT, from)}`);
}

function walk(entries: string[]): Found {
  const seen = new Set<string>();
  const zodImports: string[] = [];
  const queue = entries.map((entry) => resolve(ROOT, entry));
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (ZOD.test(specifier)) zodImports.push(`${relative(ROOT, file)} → ${specifier}`);
      const local = resolveLocal(file, specifier);
      if (local) queue.push(local);
    }
  }
  return { modules: [...seen].map((file) => relative(ROOT, file)).sort(), zodImports };
}

describe('form pages start without zod', () => {
  it('reads static imports, skips type-only ones and dynamic import()', () => {
    const source = [
      "import * as z from 'zod/mini';",
      "import type { A } from './a';",
      'import {',
      '  b,',
      '  type C,',
      "} from '@/lib/b';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "export * from './f';",
      "import './side-effect';",
      "const lazy = () => import('./lazy');",
      "// import nothing from 'a comment'",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['zod/mini', '@/lib/b', './d', './f', './side-effect']);
  });

  it('finds zod where it is: the schemas', () => {
    expect(walk(['lib/schemas/contact.ts']).zodImports).toContain('lib/schemas/contact.ts → zod/mini');
    expect(walk(['lib/schemas/newsletter.ts']).zodImports).toContain('lib/schemas/fields.ts → zod/mini');
  });

  it.each(FORMS)('%s imports no zod at runtime, directly or through the modules it loads', (form) => {
    const found = walk([form]);
    expect(found.zodImports).toEqual([]);
    const schemas = /^lib\/schemas\/(contact|fields|newsletter|register|review)\.ts$/;
    expect(found.modules.filter((module) => schemas.test(module))).toEqual([]);
  });

  it('walks the modules the forms share', () => {
    const modules = walk(FORMS).modules;
    expect(modules).toEqual(
      expect.arrayContaining([
        'components/contact/draft.ts',
        'components/contact/fields.ts',
        'components/register/register-api.ts',
        'components/register/success-dialog.tsx',
        'components/register/validation.ts',
        'components/review/stored-run.ts',
        'components/ui/field.tsx',
        'components/ui/form.tsx',
        'lib/client/api.ts',
        'lib/client/geo.ts',
        'lib/forms/lazy-resolver.ts',
        'lib/forms/options.ts',
        'lib/schemas/contact-options.ts',
        'lib/schemas/countries.ts',
        'lib/schemas/message-keys.ts',
        'lib/schemas/register-options.ts',
        'lib/schemas/review-options.ts',
        'stores/review.ts',
      ]),
    );
  });
});
