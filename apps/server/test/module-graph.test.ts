import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const modulesRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

/**
 * The run-time imports between server modules (apps/server/src/modules/<module>), read from the
 * source of every non-test file: `from` module → the modules it imports and the files that do.
 *
 * Not counted:
 * - type-only imports and exports (`import type`, `{ type X }` only): erased at build, they order
 *   nothing at run time; a port's consumer may name the provider's types and the provider the
 *   port's, which is how a dependency is turned around (tickets' OrderFactsSource, which orders
 *   implements).
 * - a `*.table.ts` file's import of another module's `*.table.ts`: a foreign key declaration.
 *   The schema is one database declared per module (db/schema.ts gathers it); a reference
 *   (`.references(() => events.id)`) mirrors the migrations, is resolved lazily and reads no data.
 *   Reading another module's table still goes through that module's repository.
 */
export const moduleImports = (root: string): Map<string, Map<string, string[]>> => {
  const graph = new Map<string, Map<string, string[]>>();
  const modules = fs.readdirSync(root).filter((name) => fs.statSync(path.join(root, name)).isDirectory());
  for (const from of modules) {
    const edges = new Map<string, string[]>();
    graph.set(from, edges);
    for (const file of sourceFiles(path.join(root, from))) {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      for (const statement of source.statements) {
        const specifier = runtimeSpecifier(statement);
        if (!specifier?.startsWith('.')) continue;
        const target = path.relative(root, path.resolve(path.dirname(file), specifier));
        const to = target.split(path.sep)[0]!;
        if (target.startsWith('..') || to === from || !modules.includes(to)) continue;
        if (file.endsWith('.table.ts') && target.endsWith('.table')) continue;
        edges.set(to, [...(edges.get(to) ?? []), path.relative(root, file)]);
      }
    }
  }
  return graph;
};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

/** The module specifier of an import or re-export that exists at run time (undefined otherwise). */
const runtimeSpecifier = (statement: ts.Statement): string | undefined => {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (clause?.isTypeOnly) return undefined;
    const named = clause?.namedBindings;
    if (
      clause &&
      !clause.name &&
      named &&
      ts.isNamedImports(named) &&
      named.elements.every((e) => e.isTypeOnly)
    )
      return undefined;
    return (statement.moduleSpecifier as ts.StringLiteral).text;
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
    const named = statement.exportClause;
    if (named && ts.isNamedExports(named) && named.elements.every((e) => e.isTypeOnly)) return undefined;
    return (statement.moduleSpecifier as ts.StringLiteral).text;
  }
  return undefined;
};

/** Every cycle of the graph, each once, as `a → b → … → a`, with the files behind each step. */
export const cycles = (graph: Map<string, Map<string, string[]>>): string[] => {
  const found = new Set<string>();
  const out: string[] = [];
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at)?.keys() ?? []) {
      if (next === start) {
        const ring = [...trail, next];
        const key = [...trail].sort().join(',');
        if (found.has(key)) continue;
        found.add(key);
        out.push(
          ring
            .map((m, i) =>
              i === 0
                ? m
                : `→ ${m} (${graph
                    .get(ring[i - 1]!)!
                    .get(m)!
                    .join(', ')})`,
            )
            .join(' '),
        );
      } else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return out;
};

describe('server modules', () => {
  it('import each other without a cycle (run-time imports of non-test files)', () => {
    expect(cycles(moduleImports(modulesRoot))).toEqual([]);
  });

  it('keep catalog and orders apart: catalog reads tickets and order facts through modules/tickets', () => {
    const graph = moduleImports(modulesRoot);
    expect([...graph.get('catalog')!.keys()]).not.toContain('orders');
    expect([...graph.get('tickets')!.keys()]).not.toContain('orders');
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Map([['b', ['a/x.ts']]])],
      ['b', new Map([['c', ['b/y.ts']]])],
      ['c', new Map([['a', ['c/z.ts']]])],
      ['d', new Map([['a', ['d/w.ts']]])],
    ]);
    expect(cycles(graph)).toEqual(['a → b (a/x.ts) → c (b/y.ts) → a (c/z.ts)']);
  });
});
