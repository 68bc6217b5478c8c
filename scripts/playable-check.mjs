#!/usr/bin/env node
// The `playable-check` bin (package.json): scripts/playable-check.ts through tsx's loader, in this process,
// with the repository's tsconfig wherever it is run from. Unlike `npm run playable:check`, npm prints no banner
// before it, so `npx playable-check Game.zip --json > report.json` holds the JSON alone.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('./playable-check.ts');
