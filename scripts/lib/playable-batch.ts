// The batch mechanics of scripts/playable-check.ts, apart from what it checks: files run a few at a time with
// their results kept in argument order, and the JUnit documents of several files merged into one.

/**
 * Runs `run` on every item, at most `jobs` at once, in argument order as slots free up. Answers a promise per
 * item, in the items' order, so a caller can print each result as soon as those before it are printed.
 */
export function runLimited<T, R>(
  items: readonly T[],
  jobs: number,
  run: (item: T) => Promise<R>,
): Promise<R>[] {
  const settle = items.map(() => {
    let resolve!: (value: R) => void;
    let reject!: (reason: unknown) => void;
    const promise = new Promise<R>((yes, no) => ((resolve = yes), (reject = no)));
    // A failure is read when its turn to print comes; until then it is not an unhandled rejection.
    promise.catch(() => undefined);
    return { promise, resolve, reject };
  });
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        settle[index].resolve(await run(items[index]));
      } catch (error) {
        settle[index].reject(error);
      }
    }
  };
  for (let i = 0; i < Math.min(jobs, items.length); i++) void worker();
  return settle.map((entry) => entry.promise);
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

/** A file's part of the batch's JUnit document: its testsuites and their counts. */
export interface JunitPart {
  suites: string[];
  tests: number;
  failures: number;
  errors: number;
}

/**
 * The testsuites of one file's JUnit document (lib/playable/compliance/junit.ts: a `<testsuites>` element with
 * `tests` and `failures`, a `<testsuite>` per network), each suite named after the file as well, since every
 * file of the batch has the same networks.
 */
export function junitPart(document: string, file: string): JunitPart {
  const root = /<testsuites\b[^>]*\btests="(\d+)"[^>]*\bfailures="(\d+)"[^>]*>\n/.exec(document);
  const end = document.lastIndexOf('</testsuites>');
  if (!root || end < 0) throw new Error('not a JUnit document of lib/playable/compliance/junit.ts');
  const body = document.slice(root.index + root[0].length, end).trimEnd();
  const named = body.replace(/^(\s*<testsuite name=")/gm, `$1${escapeXml(file)}: `);
  return { suites: named ? [named] : [], tests: Number(root[1]), failures: Number(root[2]), errors: 0 };
}

/** A file the batch could not check (refused, unreadable, no browser): one testcase in error. */
export function junitErrorPart(file: string, error: string, message: string): JunitPart {
  const name = escapeXml(file);
  return {
    suites: [
      [
        `  <testsuite name="${name}" tests="1" failures="0" skipped="0" errors="1">`,
        `    <testcase classname="${name}" name="file">`,
        `      <error message="${escapeXml(message)}" type="${escapeXml(error)}"/>`,
        '    </testcase>',
        '  </testsuite>',
      ].join('\n'),
    ],
    tests: 1,
    failures: 0,
    errors: 1,
  };
}

/** One document for the whole batch. */
export function junitDocument(parts: readonly JunitPart[]): string {
  const sum = (key: 'tests' | 'failures' | 'errors') => parts.reduce((total, part) => total + part[key], 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="playable-check" tests="${sum('tests')}" failures="${sum('failures')}" errors="${sum('errors')}">`,
    ...parts.flatMap((part) => part.suites),
    '</testsuites>',
    '',
  ].join('\n');
}
