// The code's pointers into docs/ stay true: every reference to a page of docs/ (and a heading anchor on it) names a
// file and a heading that exist; every link between the docs resolves; every repository path a page of docs/ names in
// backticks exists; and nothing points at documents outside the repository (a section sign after SPEC or DESIGN, or an
// issue number).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { projectRoot } from '../../server/paths.ts';

const root = projectRoot();

/** Where pointers may be written: the code, the tests, the CI script, the README and the docs themselves. */
const scanned = ['server', 'web/src', 'tests', '.ci', 'docs', 'README.md'];
const textFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|md|json|html|graphql|yml|yaml|sh)$/;
const skippedFolders = new Set(['node_modules', 'dist', '.git']);

function filesUnder(relative: string): string[] {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [relative];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : filesUnder(child);
    // Scripts without an extension (.ci/run) are text too.
    return textFile.test(entry.name) || (relative.startsWith('.ci') && !entry.name.includes('.')) ? [child] : [];
  });
}

const files = scanned.flatMap(filesUnder);
const read = (relative: string) => fs.readFileSync(path.join(root, relative), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to '-'; a repeated one gets -1, -2, … */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

const anchorsOf = new Map<string, Set<string> | null>();
function anchors(docFile: string): Set<string> | null {
  if (!anchorsOf.has(docFile)) {
    const full = path.join(root, docFile);
    anchorsOf.set(docFile, fs.existsSync(full) && fs.statSync(full).isFile() ? headingAnchors(read(docFile)) : null);
  }
  return anchorsOf.get(docFile)!;
}

/** What is wrong with a pointer to `target` (a repository path, maybe with #anchor), or null when it holds. */
function problemWith(target: string): string | null {
  const [file, anchor] = target.split('#') as [string, string | undefined];
  const found = anchors(file);
  if (!found) return `${file} does not exist`;
  if (anchor !== undefined && !found.has(anchor)) return `${file} has no heading with the anchor #${anchor}`;
  return null;
}

// A page of docs/ named anywhere: `docs/…/name.md`, with an optional #anchor.
const docPointer = /(?<![\w./-])docs\/([\w./-]*?\.md)(#[\w-]+)?/g;

describe('pointers into docs/', () => {
  it('finds the pages of docs/ and the code that points into them', () => {
    expect(filesUnder('docs').length).toBeGreaterThan(5);
    expect(files.some((file) => file.startsWith('server/'))).toBe(true);
  });

  it('name a file and a heading that exist', () => {
    const broken: string[] = [];
    for (const file of files) {
      const lines = read(file).split('\n');
      lines.forEach((line, index) => {
        for (const match of line.matchAll(docPointer)) {
          const target = `docs/${match[1]}${match[2] ?? ''}`;
          const problem = problemWith(target);
          if (problem) broken.push(`${file}:${index + 1}: ${target}: ${problem}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });

  it('links between the docs (and from the README) resolve, anchors included', () => {
    const broken: string[] = [];
    for (const file of files.filter(
      (name) => name.endsWith('.md') && (name.startsWith('docs/') || name === 'README.md'),
    )) {
      const text = read(file);
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = match[1]!;
        if (/^[a-z]+:/i.test(link)) continue; // https:, mailto:
        const [target, anchor] = link.split('#') as [string, string | undefined];
        const resolved = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
        const full = path.join(root, resolved);
        if (!fs.existsSync(full)) broken.push(`${file}: ${link}: ${resolved} does not exist`);
        else if (anchor !== undefined && resolved.endsWith('.md') && !anchors(resolved)?.has(anchor))
          broken.push(`${file}: ${link}: no heading #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the repository paths the docs name in backticks exist', () => {
    const topLevel = new Set([
      'README.md',
      'schema.graphql',
      'package.json',
      'package-lock.json',
      'codegen.ts',
      'tsconfig.json',
      'eslint.config.mjs',
      'prettier.config.mjs',
    ]);
    const missing: string[] = [];
    for (const file of files.filter((name) => name.startsWith('docs/'))) {
      for (const match of read(file).matchAll(/`([^`\s]+)`/g)) {
        const named = match[1]!.replace(/#.*$/, '');
        const isPath = /^(server|web|tests|\.ci|docs)\/[\w./-]*$/.test(named) || topLevel.has(named);
        if (!isPath) continue;
        if (!fs.existsSync(path.join(root, named))) missing.push(`${file}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('nothing points at documents outside the repository', () => {
    const outside = /\b(SPEC|DESIGN)\s§|\bissue\s#?\d+/i;
    const found: string[] = [];
    for (const file of files) {
      read(file)
        .split('\n')
        .forEach((line, index) => {
          if (outside.test(line)) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('reads anchors as GitHub makes them', () => {
    expect([
      ...headingAnchors(
        '# A\n## Phones, imports and duplicates\n```\n# not a heading\n```\n## GraphQL errors\n## `CONFLICT`\n## A\n',
      ),
    ]).toEqual(['a', 'phones-imports-and-duplicates', 'graphql-errors', 'conflict', 'a-1']);
  });
});
