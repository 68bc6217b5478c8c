import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// `npm ci` installs only from package-lock.json and refuses a lock file that disagrees with package.json;
// this says which entry differs before CI's install does, and that the lock holds every platform's binaries.

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const root = lock.packages[''];

describe('package-lock.json', () => {
  for (const field of ['dependencies', 'devDependencies'] as const) {
    it(`records the ${field} of package.json, at the same versions`, () => {
      expect(root[field] ?? {}).toEqual(pkg[field] ?? {});
      for (const [name, range] of Object.entries(pkg[field] ?? {})) {
        // Versions are pinned exactly, so the installed version is the one asked for.
        expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(range);
      }
    });
  }

  it('is a complete lock file: other platforms’ optional binaries are listed too', () => {
    const names = Object.keys(lock.packages);
    expect(names.some((name) => /@next\/swc-(darwin|win32)/.test(name))).toBe(true);
  });
});
