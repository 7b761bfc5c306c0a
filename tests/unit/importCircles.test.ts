// No import circles in server/ or web/src/: every relative import (type-only and lazy ones included) is followed, and
// a module that reaches itself again fails with the path it took. The layers' direction is `npm run lint`'s.
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const generated = [path.join(root, 'web/src/gql'), path.join(root, 'server/graphql/generated')];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return generated.includes(full) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The files a module imports by a relative path, resolved as the bundler and tsx do (the extension is written). */
export function importsOf(file: string, text: string): string[] {
  const specifiers = [
    ...text.matchAll(
      /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
    ),
  ];
  return specifiers
    .map((match) => path.resolve(path.dirname(file), match[1] ?? match[2]!))
    .filter((target) => fs.existsSync(target));
}

export function findCircles(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return circles;
}

describe('import circles', () => {
  it('finds one when two modules import each other, through a type-only or a lazy import too', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', []],
    ]);
    expect(findCircles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    const here = path.join(root, 'web/src/app/AppRoutes.tsx');
    expect(
      importsOf(
        here,
        "import type { X } from './App.tsx';\nconst Screen = lazy(() => import('./DashboardRoute.tsx'));",
      ),
    ).toEqual([path.join(root, 'web/src/app/App.tsx'), path.join(root, 'web/src/app/DashboardRoute.tsx')]);
  });

  it('has none in server/ or web/src/', () => {
    const files = [...sourceFiles(path.join(root, 'server')), ...sourceFiles(path.join(root, 'web/src'))];
    const graph = new Map(files.map((file) => [file, importsOf(file, fs.readFileSync(file, 'utf8'))]));
    expect(graph.size).toBeGreaterThan(300);
    expect(findCircles(graph).map((circle) => circle.map((file) => path.relative(root, file)).join(' -> '))).toEqual(
      [],
    );
  });
});
