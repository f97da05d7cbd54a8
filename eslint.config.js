import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries (ARCHITECTURE.md rule 2):
 * - server modules meet only through each other's index.ts;
 * - web features never import each other (pages in app/ compose them);
 * - shared depends on nothing of ours.
 */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through apps/server/src/config only.',
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/config/**',
      'apps/server/src/cli/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/server/test/**',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '**/*.config.ts',
      '**/vitest.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Playwright fixtures must destructure their first argument, even when they need nothing from it.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      // Resolve extension-less TypeScript imports, or the plugin cannot see what a file imports.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/include': ['apps/server/src/**/*'],
      // Every file of src is an element: modules by name, and the shared layers (plugins, adapters, db,
      // http, jobs, lib, seed, cli, config and the app's root files), so the rules below cover all of src.
      'boundaries/elements': [
        { type: 'module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'layer', pattern: 'apps/server/src/*', capture: ['layer'] },
        // The app's own root files (app.ts, context.ts, server.ts).
        { type: 'root', pattern: 'apps/server/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              // Another module's files are private; only its index.ts is its public surface.
              from: { element: { type: 'module' } },
              disallow: {
                to: {
                  element: {
                    type: 'module',
                    captured: { module: '!{{from.element.captured.module}}' },
                    fileInternalPath: '!index.ts',
                  },
                },
              },
              message:
                'A module reaches another only through its index.ts (import "../{{to.element.captured.module}}").',
            },
            {
              // The same outside the modules: plugins, adapters, jobs, seed, cli and app.ts use a module's index.ts.
              from: [{ element: { type: 'layer' } }, { element: { type: 'root' } }],
              disallow: { to: { element: { type: 'module', fileInternalPath: '!index.ts' } } },
              message:
                'Code outside a module reaches it only through its index.ts (modules/{{to.element.captured.module}}).',
            },
            {
              // Generic layers know no feature: lib, db, http and adapters never import a module.
              from: { element: { type: 'layer', captured: { layer: '{lib,db,http,adapters}' } } },
              disallow: { to: { element: { type: 'module' } } },
              message:
                'src/{{from.element.captured.layer}} is generic code and must not depend on a feature module.',
            },
            {
              // Tables are the exception: Drizzle's schema index and foreign keys import table files directly
              // (importing a module's index.ts from a table would load its routes and services into the schema).
              from: [
                { element: { type: 'layer', captured: { layer: 'db' } } },
                { element: { type: 'module', fileInternalPath: '*.table.ts' } },
              ],
              allow: { to: { element: { type: 'module', fileInternalPath: '*.table.ts' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may reach inside what they test (a db helper's test builds on real tables).
    files: ['apps/server/src/**/*.test.ts'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [{ type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] }],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: { type: 'feature', captured: { feature: '!{{from.element.captured.feature}}' } },
                },
              },
              message:
                'Web features never import each other ({{from.element.captured.feature}} → {{to.element.captured.feature}}); compose them in app/ pages.',
            },
          ],
        },
      ],
    },
  },
);
