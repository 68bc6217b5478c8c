import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Every internal link goes through next-intl's Link (lib/i18n/navigation.ts), so the locale prefix is never lost.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/link', message: 'Use Link from @/lib/i18n/navigation.' }],
        },
      ],
      // A leading underscore marks a value taken apart on purpose and left unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The demos are shipped playables in the ES5 style old ad webviews run: `catch (e)` needs its binding there.
    files: ['content/demos/**'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none', argsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read arbitrary JSON answers.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    '.data/**',
    'test-results/**',
    'playwright-report/**',
    '.tmp/**',
  ]),
]);
