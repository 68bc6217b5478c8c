import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Server modules say `import 'server-only'`: Next then fails the build of any client bundle that reaches one
// (a secret, the database or Node's APIs shipped to the browser). This walks the project's own imports
// (static and import()) to check the other side before a build does: no client component reaches a marked
// module, and no CLI script does either (tsx runs them without Next's server aliases, where the marker throws).

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const IMPORT =
  /^[ \t]*(?:import|export)[ \t]+(type[ \t]+)?(?:[^;'"]*?[ \t\n}*]from[ \t]*)?['"]([^'"\n]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
const MARKER = /^import 'server-only';$/m;

function resolveLocal(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = resolve(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile())
      return candidate;
  }
  return null;
}

function imports(file: string): string[] {
  const found: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (match[1]) continue; // import type
    const local = resolveLocal(file, match[2] ?? match[3]!);
    if (local) found.push(local);
  }
  return found;
}

/** Every project module reached from `entries`, each with the chain that reaches it. */
function reach(entries: string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>(entries.map((entry) => [entry, [entry]]));
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of imports(file)) {
      if (chains.has(next)) continue;
      chains.set(next, [...chains.get(file)!, next]);
      queue.push(next);
    }
  }
  return chains;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.(ts|tsx)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

const project = ['app', 'components', 'lib', 'stores'].flatMap((dir) => sources(resolve(ROOT, dir)));
const marked = project.filter((file) => MARKER.test(readFileSync(file, 'utf8')));

function markedReachedFrom(entries: string[]): string[] {
  return [...reach(entries)]
    .filter(([file]) => marked.includes(file))
    .map(([, chain]) => chain.map((file) => relative(ROOT, file)).join(' → '));
}

describe('server-only modules', () => {
  it('mark the server entry points (i18n request config, route helpers, outbox, geo, registration)', () => {
    expect(marked.map((file) => relative(ROOT, file)).sort()).toEqual(
      expect.arrayContaining([
        'components/i18n/client-messages.tsx',
        'lib/geo.ts',
        'lib/http/index.ts',
        'lib/i18n/client-messages.ts',
        'lib/i18n/messages.ts',
        'lib/i18n/request.ts',
        'lib/outbox/index.ts',
        'lib/register/service.ts',
      ]),
    );
  });

  it('are reached by no client component', () => {
    const clients = project.filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));
    expect(clients.length).toBeGreaterThan(20);
    expect(markedReachedFrom(clients)).toEqual([]);
  });

  it('are reached by no CLI script', () => {
    const scripts = sources(resolve(ROOT, 'scripts'));
    expect(markedReachedFrom(scripts)).toEqual([]);
  });
});
