import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Access } from '@scena/shared/http/endpoint';
import type { CatalogRoute } from './route-catalog';

/**
 * Who may call each route, kept as a committed file (access-table.md) so a change of access is a
 * visible line in review: a route declared public by mistake, or an admin route turned into a
 * signed-in one, shows up in the diff instead of passing the matrix test silently (the matrix only
 * checks that each route keeps what it declares, whatever that is).
 */

export const ACCESS_TABLE_PATH = fileURLToPath(new URL('./access-table.md', import.meta.url));
const REGENERATE =
  'UPDATE_ACCESS_TABLE=1 npx vitest run --project server apps/server/test/permissions.test.ts -t "committed"';

/** The declaration as the table and the test names show it. */
export const describeAccess = (access: Access): string => {
  if (access.kind === 'public') return `public: ${access.why}`;
  if (access.kind === 'owner')
    return access.lookup
      ? `owner (${access.lookup} of :${access.param}${access.hidden ? '; others 404' : ''})`
      : `owner (user :${access.param})`;
  return access.kind;
};

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The table's text: one row per route, sorted by path then method, so it is stable and diffs well. */
export const renderAccessTable = (routes: readonly CatalogRoute[]): string => {
  const rows = [...new Map(routes.map((route) => [route.key, route])).values()]
    .sort(
      (a, b) =>
        a.url.localeCompare(b.url, 'en') || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
    )
    .map(
      (route) => `| ${route.method} | ${route.url} | ${describeAccess(route.access).replace(/\|/g, '\\|')} |`,
    );
  return [
    '# Declared access of every route',
    '',
    'Generated from the endpoint descriptors by the permission matrix test; do not edit by hand.',
    'A changed line here changes who may call a route: review it as such. Regenerate with',
    `\`${REGENERATE}\`.`,
    '',
    '| method | path | access |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
};

/** Fails when the registered routes and the committed table differ; UPDATE_ACCESS_TABLE=1 rewrites it. */
export const expectCommittedAccessTable = (routes: readonly CatalogRoute[]): void => {
  const rendered = renderAccessTable(routes);
  if (process.env.UPDATE_ACCESS_TABLE === '1') writeFileSync(ACCESS_TABLE_PATH, rendered);
  let committed = '';
  try {
    committed = readFileSync(ACCESS_TABLE_PATH, 'utf8');
  } catch {
    // A missing file is a difference like any other: the message below says how to create it.
  }
  // The changed rows first, so the failure reads as the review line it stands for.
  const [was, is] = [new Set(committed.split('\n')), new Set(rendered.split('\n'))];
  const changes = [
    ...[...was].filter((line) => !is.has(line)).map((line) => `  committed: ${line}`),
    ...[...is].filter((line) => !was.has(line)).map((line) => `  routes:    ${line}`),
  ];
  expect(
    committed,
    `The routes' declared access differs from apps/server/test/access-table.md:\n${changes.join('\n')}\n` +
      `If the change is meant, regenerate the table with \`${REGENERATE}\` and commit it for review.`,
  ).toBe(rendered);
};
