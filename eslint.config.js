import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries (DESIGN.md §3):
 * - server modules meet only through each other's index.ts;
 * - web features never import each other (pages in app/ compose them);
 * - shared depends on nothing of ours.
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through apps/server/src/config only.' },
      ],
    },
  },
  {
    files: ['apps/server/src/config/**', '**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'scripts/**', 'e2e/**', 'bench/**', '**/*.config.ts', '**/vitest.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/server/src/**/*'],
      'boundaries/elements': [
        { type: 'module-index', pattern: 'apps/server/src/modules/*/index.ts', mode: 'full', capture: ['module'] },
        { type: 'module', pattern: 'apps/server/src/modules/*/**', mode: 'full', capture: ['module'] },
        { type: 'core', pattern: 'apps/server/src/**', mode: 'full' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: ['module'],
              disallow: [['module', { module: '!${from.module}' }]],
              message: 'A module reaches another only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [{ type: 'feature', pattern: 'apps/web/src/features/*/**', mode: 'full', capture: ['feature'] }],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: ['feature'],
              disallow: [['feature', { feature: '!${from.feature}' }]],
              message: 'Web features never import each other; compose them in app/ pages.',
            },
          ],
        },
      ],
    },
  },
);
